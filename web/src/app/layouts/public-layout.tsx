import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { Loading } from '../../components/ui/loading';
import { AccountMenu } from '../../features/auth/components/account-menu';

/** Header, main landmark with a skip link, footer; routes render inside. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader account={<AccountMenu />} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
