/**
 * Every path of the web target (docs/product.md §2). The router is built from this table, and tests walk
 * it, so a route cannot be added in one place and forgotten in the other. `module` names the file
 * in app/routes/ that renders it.
 */
export interface RouteEntry {
  path: string;
  module: string;
  /** Requires sign-in (the portal). */
  signedIn?: boolean;
}

export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: '/', module: 'home' },
  { path: '/login', module: 'login' },
  { path: '/angelAuthentication', module: 'angel-authentication' },
  { path: '/fundraising/new', module: 'fundraising-new' },
  { path: '/funders', module: 'funders' },
  { path: '/special-events', module: 'special-events' },
  { path: '/businesses', module: 'businesses' },
  { path: '/partner/signup', module: 'partner-signup' },
  { path: '/partner/signup_success', module: 'partner-signup-success' },
  { path: '/about-us', module: 'about-us' },
  { path: '/support', module: 'support' },
  { path: '/terms', module: 'terms' },
  { path: '/event/:id', module: 'event-detail' },
  { path: '/partner/:id', module: 'partner-detail' },
  { path: '/partners', module: 'partners' },
  { path: '/auth/forgot-password', module: 'forgot-password' },
  { path: '/successStory', module: 'success-story' },
  { path: '/fundaxer-listing', module: 'fundaxer-listing' },
  // Our addition (docs/product.md §2.1): the public search's results, from the header's box.
  { path: '/search', module: 'search' },
  // Our addition: where a person lands, signed out, after deleting their account.
  { path: '/account-deleted', module: 'account-deleted' },
  { path: '/fundaxers/info', module: 'fundaxers-info' },
  { path: '/fundaxers/sign-up', module: 'fundaxers-sign-up' },
  { path: '/fundaxers/sign-up/success', module: 'fundaxers-sign-up-success' },
  { path: '/fundaxers/fundraising', module: 'fundaxers-fundraising' },
  { path: '/fundaxers/success-stories', module: 'fundaxers-success-stories' },
  { path: '/angels', module: 'angels' },
  { path: '/business-networking-groups-in-Albuquerque-and-Rio-Rancho', module: 'angels' },
  { path: '/angels/sign-up', module: 'angels-sign-up' },
  { path: '/angels/sign-up-handler', module: 'angels-sign-up-handler' },
  { path: '/angels/link-angel-profile', module: 'angels-link-profile' },
  { path: '/angels/training', module: 'angels-training' },
  { path: '/angels/top-categories', module: 'angels-top-categories' },
  { path: '/angels/success', module: 'angels-success' },
  { path: '/angels/:id', module: 'angel-detail' },
  { path: '/angels/payment/:id', module: 'angel-payment' },
];

/** docs/product.md §2.4; rendered inside the portal's sub-navigation. */
export const PORTAL_ROUTES: RouteEntry[] = [
  { path: '/portal/dashboard', module: 'portal-dashboard', signedIn: true },
  { path: '/portal/events', module: 'portal-events', signedIn: true },
  { path: '/portal/events/history', module: 'portal-events-history', signedIn: true },
  { path: '/portal/events/:id', module: 'portal-event', signedIn: true },
  // Our addition: an event's settlement statement on a page of its own, to print.
  { path: '/portal/events/:id/statement', module: 'portal-event-statement', signedIn: true },
  { path: '/portal/organization', module: 'portal-organization', signedIn: true },
  { path: '/portal/locations', module: 'portal-locations', signedIn: true },
  { path: '/portal/locations/add', module: 'portal-locations-add', signedIn: true },
  { path: '/portal/locations/:id', module: 'portal-location', signedIn: true },
  { path: '/portal/fundz', module: 'portal-fundz', signedIn: true },
  { path: '/portal/fundz/history', module: 'portal-fundz-history', signedIn: true },
  { path: '/portal/profile', module: 'portal-profile', signedIn: true },
  // Our addition: sign-in email, password, data export and account deletion.
  { path: '/portal/account', module: 'portal-account', signedIn: true },
  { path: '/portal/videos', module: 'portal-videos', signedIn: true },
  { path: '/portal/documents', module: 'portal-documents', signedIn: true },
  { path: '/portal/support', module: 'portal-support', signedIn: true },
  // Our addition (docs/product.md §2.4): the inbox the bell leads to (docs/notifications.md).
  { path: '/portal/inbox', module: 'portal-inbox', signedIn: true },
];
