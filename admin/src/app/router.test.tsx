import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';

import { CONSOLE_ROUTES } from './route-paths';
import { routeModuleLoader, routes } from './router';

/** docs/product.md §2.5: the admin console's routes under /auth/. */
const SPEC_CONSOLE_PATHS = [
  'dashboard',
  'records',
  'angels',
  'requests',
  'accounting',
  'resources',
  'record/:id',
  'search',
  'story-add',
  'special-events',
];

describe('admin routes', () => {
  it('cover every console path of the spec', () => {
    const paths = CONSOLE_ROUTES.map((route) => route.path);
    for (const path of SPEC_CONSOLE_PATHS) expect(paths).toContain(path);
  });

  it('serve authentication at /, the console under /auth/ and a not-found page for the rest', () => {
    expect(routes.map((route) => route.path)).toEqual(['/', '/auth', '*']);
  });

  it('have a route module for every entry', async () => {
    for (const route of CONSOLE_ROUTES) {
      const module = await routeModuleLoader(route.module)();
      expect(typeof module.Component, route.path).toBe('function');
    }
  });

  it('refuse a route whose module is missing', () => {
    expect(() => routeModuleLoader('no-such-route')).toThrow(/no-such-route\.tsx is missing/);
  });
});
