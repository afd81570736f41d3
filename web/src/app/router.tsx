import { type RouteModule, lazyModuleRoute, routeModules } from '@fundax/client';
import { SignOutButton } from '@fundax/client/ui';
import type { RouteObject } from 'react-router';

import { PortalGuard } from '../features/auth/components/portal-guard';
import { AdminConsolePointer } from '../features/portal-shell/components/admin-console-pointer';
import { PublicLayout } from './layouts/public-layout';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from './route-paths';
import { Component as NotFound } from './routes/not-found';

/** Each route module exports `Component`; Vite splits every one into its own lazy chunk. */
export const { loaderOf: routeModuleLoader, lazyRoute } = routeModules(
  import.meta.glob<RouteModule>('./routes/*.tsx'),
);

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_ROUTES.map(lazyRoute),
      // The portal needs sign-in: visitors go to /login?from=... and come back (docs/product.md §4.8).
      {
        element: (
          <PortalGuard adminWithoutAccount={<AdminConsolePointer signOut={<SignOutButton />} />} />
        ),
        children: [
          // The portal's frame (sub-navigation) is its own chunk, like every portal page.
          lazyModuleRoute(
            'src/features/portal-shell/components/portal-shell.tsx',
            async () => ({
              Component: (await import('../features/portal-shell/components/portal-shell'))
                .PortalShell,
            }),
            { children: PORTAL_ROUTES.map(lazyRoute) },
          ),
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];
