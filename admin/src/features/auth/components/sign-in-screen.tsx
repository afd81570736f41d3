import { GoogleSignInButton, Loading, Notice, PasswordSignInForm } from '@fundax/client/ui';
import { Navigate, useLocation } from 'react-router';

import { useAdminAccess } from '../hooks/use-admin-access';
import { consoleReturnPath } from '../utils/return-path';
import { NotAdminNotice } from './not-admin-notice';
import './sign-in.css';

/**
 * The console's first screen (`/`): visitors sign in; an admin goes on to the page they asked
 * for (`from`) or the dashboard; any other account is told it is not an administrator.
 */
export function SignInScreen() {
  const access = useAdminAccess();
  const { search } = useLocation();
  if (access === 'admin') return <Navigate to={consoleReturnPath(search)} replace />;
  return (
    <main id="main" className="sign-in">
      <title>Sign in · Fundax admin</title>
      <div className="sign-in__card">
        <h1>Fundax admin</h1>
        <p className="muted">
          The console where administrators review events, venues and angel applications and record
          payouts.
        </p>
        {access === 'checking' ? <Loading label="Checking your sign-in…" /> : null}
        {access === 'not-admin' ? <NotAdminNotice /> : null}
        {access === 'unavailable' ? (
          <Notice tone="error">
            <p>We could not check your sign-in. Check your connection and reload the page.</p>
          </Notice>
        ) : null}
        {access === 'visitor' ? (
          <div className="stack">
            <h2>Sign in</h2>
            <PasswordSignInForm />
            <p className="sign-in__or">or</p>
            <GoogleSignInButton label="Sign in with Google" />
          </div>
        ) : null}
      </div>
    </main>
  );
}
