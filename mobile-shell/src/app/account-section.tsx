import { selectIdentity, selectIsAdmin, selectUserStatus, useAppSelector } from '@fundax/client';
import { Loading, PasswordSignInForm } from '@fundax/client/ui';
import { Suspense, lazy } from 'react';

import { webUrl } from '../utils/web-url';

// Only signed-in people need the dashboard (and its slice): a visitor's first load skips it.
const Dashboard = lazy(() =>
  import('../features/dashboard/components/dashboard').then((module) => ({
    default: module.Dashboard,
  })),
);

/** Sign in with email and password; a forgotten password is reset on the web site. */
function SignIn() {
  const reset = webUrl('/auth/forgot-password');
  return (
    <section className="card" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in</h2>
      <p className="muted">Your events, reviews and fundraiser at a glance.</p>
      <PasswordSignInForm
        label="Sign in"
        footer={
          reset ? (
            <p className="small">
              <a className="tap-link" href={reset}>
                Forgot your password?
              </a>
            </p>
          ) : null
        }
      />
    </section>
  );
}

/** Sign in, the dashboard, or what a signed-in person without an account can do. */
export function AccountSection() {
  const status = useAppSelector(selectUserStatus);
  const identity = useAppSelector(selectIdentity);
  const isAdmin = useAppSelector(selectIsAdmin);
  switch (status) {
    case 'loaded':
      return (
        <Suspense fallback={<Loading label="Loading your dashboard…" />}>
          <Dashboard />
        </Suspense>
      );
    case 'missing': {
      const signUp = webUrl('/portal/dashboard');
      return (
        <section className="card" aria-labelledby="no-account-heading">
          <h2 id="no-account-heading">
            {isAdmin ? 'Admins work in the admin console' : 'Finish setting up your account'}
          </h2>
          <p>
            You are signed in{identity?.email ? ` as ${identity.email}` : ''}
            {isAdmin
              ? ', with an admin account. Reviews and payouts are in the admin console.'
              : ', but your Fundax account is not set up yet. Finish signing up on the web site.'}
          </p>
          {!isAdmin && signUp ? (
            <p>
              <a href={signUp}>Finish signing up</a>
            </p>
          ) : null}
        </section>
      );
    }
    case 'signed-out':
    case 'failed':
      return <SignIn />;
    default:
      return <Loading label="Checking your sign-in…" />;
  }
}
