import { selectRole, useAppSelector } from '@fundax/client';
import { Loading, PageSite } from '@fundax/client/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { PortalNav } from './portal-nav';
import './portal.css';

/** The portal's frame, inside the site layout: its sub-navigation beside the current page. */
export function PortalShell() {
  const role = useAppSelector(selectRole);
  return (
    <div className="container portal">
      <PortalNav userRole={role} />
      <div className="portal__page">
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
