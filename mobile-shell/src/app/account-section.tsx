import { selectIdentity, selectIsAdmin, selectUserStatus, useAppSelector } from '@fundax/client';

import { Suspense, lazy } from 'react';

import { SignInForm } from '../features/account/components/sign-in-form';
import { webUrl } from '../utils/format';

// Only signed-in people need the dashboard (and its slice): a visitor's first load skips it.
const Dashboard = lazy(() =>
  import('../features/dashboard/components/dashboard').then((module) => ({
    default: module.Dashboard,
  })),
);

function Checking({ label }: { label: string }) {
  return (
    <p role="status" className="muted">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
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
        <Suspense fallback={<Checking label="Loading your dashboard…" />}>
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
      return <SignInForm />;
    default:
      return <Checking label="Checking your sign-in…" />;
  }
}
