import { Loading, Notice } from '@fundax/client/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { useAdminAccess } from '../hooks/use-admin-access';
import { signInPathFor } from '../utils/return-path';
import { NotAdminNotice } from './not-admin-notice';
import './sign-in.css';

/**
 * Guards every `/auth/` page (docs/product.md §2.5, §4.8, §6.3): a visitor goes to sign in with `from` set to
 * the page and query they asked for; a signed-in account without the admin claim is told it is
 * not an administrator. Only admins see the console.
 */
export function AdminGate() {
  const access = useAdminAccess();
  const location = useLocation();
  switch (access) {
    case 'admin':
      return <Outlet />;
    case 'visitor':
      return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'checking':
      return (
        <GateFrame>
          <Loading label="Checking your sign-in…" />
        </GateFrame>
      );
    case 'unavailable':
      return (
        <GateFrame>
          <Notice tone="error">
            <p>We could not check your sign-in. Check your connection and reload the page.</p>
          </Notice>
        </GateFrame>
      );
    default:
      return (
        <GateFrame>
          <NotAdminNotice />
        </GateFrame>
      );
  }
}

function GateFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="sign-in">
      <div className="sign-in__card">
        <h1>Fundax admin</h1>
        {children}
      </div>
    </main>
  );
}
