import { type RouteModule, routeModules } from '@fundax/client';
import { Navigate, type RouteObject } from 'react-router';

import { AdminGate } from '../features/auth/components/admin-gate';
import { ConsoleLayout } from './layouts/console-layout';
import { CONSOLE_ROUTES } from './route-paths';
import { Component as NotFound } from './routes/not-found';
import { Component as SignIn } from './routes/sign-in';

/** Each route module exports `Component`; Vite splits every one into its own lazy chunk. */
export const { loaderOf: routeModuleLoader, lazyRoute } = routeModules(
  import.meta.glob<RouteModule>('./routes/*.tsx'),
);

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
          ...CONSOLE_ROUTES.map(lazyRoute),
        ],
      },
    ],
  },
  { path: '*', Component: NotFound },
];
