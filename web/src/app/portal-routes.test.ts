import { describe, expect, it } from 'vitest';

import { PORTAL_NAV } from '../features/portal-shell/components/portal-nav';
import { PORTAL_ROUTES } from './route-paths';

/** docs/product.md §2.4, and our additions beside them (/portal/inbox, /portal/account). */
const SPEC_PORTAL_PATHS = [
  '/portal/dashboard',
  '/portal/events',
  '/portal/events/:id',
  '/portal/events/history',
  '/portal/organization',
  '/portal/locations',
  '/portal/locations/add',
  '/portal/locations/:id',
  '/portal/fundz',
  '/portal/fundz/history',
  '/portal/profile',
  '/portal/account',
  '/portal/videos',
  '/portal/documents',
  '/portal/support',
  '/portal/inbox',
];

/** Our additions to the spec's portal paths: an event's printable settlement statement. */
const ADDED_PORTAL_PATHS = ['/portal/events/:id/statement'];

describe('portal routes', () => {
  it('cover every portal path of the spec (and our additions), once, all behind sign-in', () => {
    expect(PORTAL_ROUTES.map((route) => route.path).sort()).toEqual(
      [...SPEC_PORTAL_PATHS, ...ADDED_PORTAL_PATHS].sort(),
    );
    expect(PORTAL_ROUTES.every((route) => route.signedIn)).toBe(true);
  });

  it('are what the portal menu links to', () => {
    const paths = PORTAL_ROUTES.map((route) => route.path);
    for (const item of PORTAL_NAV) expect(paths).toContain(item.to);
  });
});
