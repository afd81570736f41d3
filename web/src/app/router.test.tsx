import { describe, expect, it } from 'vitest';

import { PORTAL_ROUTES, PUBLIC_ROUTES } from './route-paths';
import { routeModuleLoader } from './router';

/**
 * docs/product.md §2, web target: every path of the public layout, fundaxers and angels sections,
 * and our additions beside them (/search, /account-deleted).
 */
const SPEC_PUBLIC_PATHS = [
  '/',
  '/login',
  '/angelAuthentication',
  '/fundraising/new',
  '/funders',
  '/special-events',
  '/businesses',
  '/partner/signup',
  '/partner/signup_success',
  '/about-us',
  '/support',
  '/terms',
  '/event/:id',
  '/partner/:id',
  '/partners',
  '/auth/forgot-password',
  '/successStory',
  '/fundaxer-listing',
  '/search',
  '/account-deleted',
  '/fundaxers/info',
  '/fundaxers/sign-up',
  '/fundaxers/sign-up/success',
  '/fundaxers/fundraising',
  '/fundaxers/success-stories',
  '/angels',
  '/business-networking-groups-in-Albuquerque-and-Rio-Rancho',
  '/angels/sign-up',
  '/angels/sign-up-handler',
  '/angels/link-angel-profile',
  '/angels/training',
  '/angels/top-categories',
  '/angels/success',
  '/angels/:id',
  '/angels/payment/:id',
];

describe('web routes', () => {
  it('cover every public path of the spec, once', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC_PATHS].sort());
  });

  it('serve the angels index at its alias path too', () => {
    const angels = PUBLIC_ROUTES.filter((route) => route.module === 'angels').map(
      (route) => route.path,
    );
    expect(angels).toEqual([
      '/angels',
      '/business-networking-groups-in-Albuquerque-and-Rio-Rancho',
    ]);
  });

  it('have a route module for every entry', async () => {
    for (const route of [...PUBLIC_ROUTES, ...PORTAL_ROUTES]) {
      const module = await routeModuleLoader(route.module)();
      expect(typeof module.Component, route.path).toBe('function');
    }
  });

  it('refuse a route whose module is missing', () => {
    expect(() => routeModuleLoader('no-such-route')).toThrow(/no-such-route\.tsx is missing/);
  });
});
