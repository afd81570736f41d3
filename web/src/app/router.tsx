import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';

import { PortalGuard } from '../features/auth/components/portal-guard';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { AdminConsolePointer } from '../features/portal/components/admin-console-pointer';
import { PublicLayout, PublicLayoutLoading } from './layouts/public-layout';
import { PORTAL_ROUTES, PUBLIC_ROUTES, type RouteEntry } from './route-paths';
import { Component as NotFound } from './routes/not-found';

/** Each route module exports `Component`; Vite splits every one into its own lazy chunk. */
type RouteModule = { Component: ComponentType };
const modules = import.meta.glob<RouteModule>('./routes/*.tsx');

export function routeModuleLoader(name: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`app/routes/${name}.tsx is missing (named in route-paths.ts).`);
  return load;
}

function toRoute({ path, module }: RouteEntry): RouteObject {
  const load = routeModuleLoader(module);
  return { path, lazy: async () => ({ Component: (await load()).Component }) };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // Shown while the first route's lazy chunk loads (instead of a blank page).
    HydrateFallback: PublicLayoutLoading,
    children: [
      ...PUBLIC_ROUTES.map(toRoute),
      // The portal needs sign-in: visitors go to /login?from=... and come back (docs/product.md §4.8).
      {
        element: (
          <PortalGuard adminWithoutAccount={<AdminConsolePointer signOut={<SignOutButton />} />} />
        ),
        children: [
          {
            // The portal's frame (sub-navigation) is its own chunk, like every portal page.
            lazy: async () => ({
              Component: (await import('../features/portal/components/portal-shell')).PortalShell,
            }),
            children: PORTAL_ROUTES.map(toRoute),
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
