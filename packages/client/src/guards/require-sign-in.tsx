import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import type { CallError } from '@fundax/core';

import { selectUserError, selectUserStatus } from '../session/user-slice';
import { useAppSelector } from '../store/hooks';
import { LOGIN_PATH, loginPathFor } from './safe-from';

export interface RequireSignInProps {
  /** Shown while Auth or the account is still loading. */
  loading: ReactNode;
  /** Shown to a signed-in user who has no account yet (a sign-up to finish). */
  noAccount: ReactNode;
  /** Shown when Auth or the account could not be loaded. */
  failed: (error: CallError | null) => ReactNode;
  loginPath?: string;
  children?: ReactNode;
}

/**
 * Guards the sign-in routes (docs/product.md §4.8): a visitor goes to the sign-in page with `from` set to
 * the path and query they asked for, and comes back there after signing in.
 */
export function RequireSignIn({
  loading,
  noAccount,
  failed,
  loginPath = LOGIN_PATH,
  children,
}: RequireSignInProps) {
  const status = useAppSelector(selectUserStatus);
  const error = useAppSelector(selectUserError);
  const location = useLocation();
  switch (status) {
    case 'signed-out':
      return (
        <Navigate to={loginPathFor(`${location.pathname}${location.search}`, loginPath)} replace />
      );
    case 'loaded':
      return children ?? <Outlet />;
    case 'missing':
      return noAccount;
    case 'failed':
      return failed(error);
    default:
      return loading;
  }
}
