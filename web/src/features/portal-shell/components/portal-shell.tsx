import {
  selectEmailToVerify,
  selectRole,
  useAccountEmailSync,
  useAppSelector,
} from '@fundax/client';
import { Loading, PageSite } from '@fundax/client/ui';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';

import { PortalNav } from './portal-nav';
import './portal.css';

// Its own chunk: only a password user who has not verified yet ever loads it.
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./verify-email-banner')).VerifyEmailBanner,
}));

/**
 * The portal's frame, inside the site layout: its sub-navigation beside the current page, with
 * the request to verify the email above it while that is due. The account's copy of the email
 * follows the identity's here, whichever page the person opens first.
 */
export function PortalShell() {
  const role = useAppSelector(selectRole);
  const emailToVerify = useAppSelector(selectEmailToVerify);
  useAccountEmailSync();
  return (
    <div className="container portal">
      <PortalNav userRole={role} />
      <div className="portal__page">
        {emailToVerify ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        ) : null}
        {/* Portal pages are private (no description) and sit in this frame, not their own. */}
        <PageSite name="Your Fundax portal" framed={false}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageSite>
      </div>
    </div>
  );
}
