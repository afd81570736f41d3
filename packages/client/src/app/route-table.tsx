import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';

/**
 * An app's route table rendered by React Router's declarative router (`AppRouter` in the
 * browser, `StaticRouter` at build time). The data router would add 16.5 KB gz to every entry
 * for loaders and actions the apps do not use: reads go through thunks, and a route's code
 * loads as `lazyModuleRoute` says.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The browser's router over an app's route table. A navigation shows the new page as the
 * address changes, not in a transition: the address and the page never disagree (the previous
 * page left on screen under the new address would take clicks meant for it), and a page whose
 * code is still loading shows the layout's progress line meanwhile.
 */
export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter useTransitions={false}>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
