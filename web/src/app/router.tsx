import { type RouteModule, lazyModuleRoute, routeModules } from '@fundax/client';
import type { RouteObject } from 'react-router';

import { PublicLayout } from './layouts/public-layout';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from './route-paths';

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
      // Its gate and its frame (sub-navigation) are chunks of their own, like every page: no
      // public page's first load carries them.
      lazyModuleRoute(
        'src/app/layouts/portal-gate.tsx',
        async () => ({
          Component: (await import('./layouts/portal-gate')).PortalGate,
        }),
        {
          children: [
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
      ),
      lazyRoute({ path: '*', module: 'not-found' }),
    ],
  },
];
