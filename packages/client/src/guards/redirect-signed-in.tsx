import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { selectUserStatus } from '../session/user-slice';
import { useAppSelector } from '../store/hooks';
import { DEFAULT_SIGNED_IN_PATH, returnPathFrom } from './safe-from';

export interface RedirectSignedInProps {
  /** Shown while it is not yet known whether someone is signed in. */
  loading: ReactNode;
  /** Where a signed-in user goes when the URL names no (safe) `from`. */
  to?: string;
  children?: ReactNode;
}

/**
 * For the sign-in pages (docs/product.md §4.8): a signed-in user opening them is sent on, to the `from`
 * path when it is a safe same-site path, else to the dashboard. Everyone else sees the page.
 */
export function RedirectSignedIn({
  loading,
  to = DEFAULT_SIGNED_IN_PATH,
  children,
}: RedirectSignedInProps) {
  const status = useAppSelector(selectUserStatus);
  const { search } = useLocation();
  if (status === 'loaded') return <Navigate to={returnPathFrom(search, to)} replace />;
  if (status === 'unknown' || status === 'loading') return loading;
  return children ?? <Outlet />;
}
