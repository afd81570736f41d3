import {
  type RouteModule,
  deferredRouteModules,
  lazyModuleRoute,
  routeModules,
} from '@fundax/client';
import type { RouteObject } from 'react-router';

import { PublicLayout } from './layouts/public-layout';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from './route-paths';

/** Each route module exports `Component`; Vite splits every one into its own lazy chunk. */
const publicPages = routeModules(
  import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/portal-*.tsx']),
);

/**
 * The portal's pages load through the gate's chunk, which holds their loaders (portal-pages.ts):
 * every portal page loads the gate anyway, and the entry of every public page is about 0.9 KB
 * gz lighter without the portal's glob and Vite's lists of what each of its 19 chunks needs.
 */
const portalPages = routeModules(
  deferredRouteModules(
    PORTAL_ROUTES.map(({ module }) => `./routes/${module}.tsx`),
    async () => (await import('./layouts/portal-gate')).portalPages,
  ),
);

/** The loader of the route module `name` (app/routes/{name}.tsx), public or the portal's. */
export function routeModuleLoader(name: string): () => Promise<RouteModule> {
  return name.startsWith('portal-') ? portalPages.loaderOf(name) : publicPages.loaderOf(name);
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_ROUTES.map(publicPages.lazyRoute),
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
              { children: PORTAL_ROUTES.map(portalPages.lazyRoute) },
            ),
          ],
        },
      ),
      publicPages.lazyRoute({ path: '*', module: 'not-found' }),
    ],
  },
];
