import { ScrollRestoration } from '@fundax/client';
import { Loading, PageLoading } from '@fundax/client/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { ConsoleHeader } from '../../components/layout/console-header';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { CONSOLE_ROUTES, consolePath } from '../route-paths';

const NAV = CONSOLE_ROUTES.flatMap((route) =>
  route.nav ? [{ to: consolePath(route.path), label: route.nav }] : [],
);

/** Header with the console navigation, then the page in the main landmark. */
export function ConsoleLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsoleHeader nav={NAV} account={<AccountMenu />} />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <PageLoading>
              <div className="container page">
                <Loading />
              </div>
            </PageLoading>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </>
  );
}
