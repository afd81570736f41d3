import { ScrollRestoration } from '@fundax/client';
import { Loading, PageLoading } from '@fundax/client/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
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
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

/**
 * The layout while the first page's code is still loading: header and footer at once (a first
 * paint without waiting for the route's chunk), a progress indicator in between holding a
 * screen's height (the footer starts below the fold and does not jump when the page arrives).
 * The build writes it as the shell Hosting serves for the portal and unknown paths.
 */
export function PublicLayoutLoading() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader account={<AccountMenu />} />
      <main id="main" tabIndex={-1}>
        <div className="container page">
          <Loading reserve />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
