import type { ComponentType } from 'react';
import { Navigate, type RouteObject, createBrowserRouter } from 'react-router';

import { AdminGate } from '../features/auth/components/admin-gate';
import { ConsoleLayout } from './layouts/console-layout';
import { CONSOLE_ROUTES, type ConsoleRoute } from './route-paths';
import { Component as NotFound } from './routes/not-found';
import { Component as SignIn } from './routes/sign-in';

/** Each route module exports `Component`; Vite splits every one into its own lazy chunk. */
type RouteModule = { Component: ComponentType };
const modules = import.meta.glob<RouteModule>('./routes/*.tsx');

export function routeModuleLoader(name: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`app/routes/${name}.tsx is missing (named in route-paths.ts).`);
  return load;
}

function toRoute({ path, module }: ConsoleRoute): RouteObject {
  const load = routeModuleLoader(module);
  return { path, lazy: async () => ({ Component: (await load()).Component }) };
}

export const routes: RouteObject[] = [
  { path: '/', Component: SignIn },
  {
    // Sign-in and the admin claim are required below /auth/ (docs/product.md §2.5, §6.3).
    path: '/auth',
    element: <AdminGate />,
    children: [
      {
        element: <ConsoleLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/dashboard" replace /> },
          ...CONSOLE_ROUTES.map(toRoute),
        ],
      },
    ],
  },
  { path: '*', Component: NotFound },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
