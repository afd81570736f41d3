/**
 * Every page of the admin console (docs/product.md §2.5): `/` is sign-in, the rest live
 * under `/auth/` and need an admin. The router and the navigation are built from this table,
 * and a test walks it, so a page cannot be added in one place and forgotten in another.
 * `module` names the file in app/routes/ that renders it.
 */
export interface ConsoleRoute {
  /** Path below /auth/. */
  path: string;
  module: string;
  /** The label in the console's navigation; pages without one are reached from others. */
  nav?: string;
}

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  { path: 'dashboard', module: 'dashboard', nav: 'Dashboard' },
  { path: 'requests', module: 'requests', nav: 'Requests' },
  { path: 'angels', module: 'angels', nav: 'Angels' },
  { path: 'accounting', module: 'accounting', nav: 'Accounting' },
  { path: 'records', module: 'records', nav: 'Records' },
  { path: 'record/:id', module: 'record' },
  { path: 'search', module: 'search', nav: 'Search' },
  { path: 'special-events', module: 'special-events', nav: 'Special events' },
  { path: 'story-add', module: 'story-add', nav: 'Success stories' },
  { path: 'resources', module: 'resources', nav: 'Resources' },
  // Our addition to the console routes (docs/product.md §2.5): the public networking directory needs an editor too.
  { path: 'networking-groups', module: 'networking-groups', nav: 'Networking groups' },
];

export const consolePath = (path: string) => `/auth/${path}`;
