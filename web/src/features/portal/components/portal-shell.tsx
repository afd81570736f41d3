import { selectRole, useAppSelector } from '@fundax/client';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { Loading } from '../../../components/ui/loading';
import { PortalNav } from './portal-nav';
import './portal.css';

/** The portal's frame, inside the site layout: its sub-navigation beside the current page. */
export function PortalShell() {
  const role = useAppSelector(selectRole);
  return (
    <div className="container portal">
      <PortalNav userRole={role} />
      <div className="portal__page">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
