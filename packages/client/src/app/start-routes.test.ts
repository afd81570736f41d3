import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { type RouteModule, routeModules } from './route-modules';
import { routePattern, startRoutes } from './start-routes';

const Page = () => null;
const Other = () => null;

function table() {
  const preload = vi.fn();
  const loads = {
    './routes/event.tsx': vi.fn(() => Promise.resolve<RouteModule>({ Component: Page, preload })),
    './routes/other.tsx': vi.fn(() => Promise.resolve<RouteModule>({ Component: Other })),
  };
  const { lazyRoute } = routeModules(loads);
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        lazyRoute({ path: '/event/:id', module: 'event' }),
        lazyRoute({ path: '/other', module: 'other' }),
      ],
    },
  ];
  return { routes, loads, preload };
}

describe('startRoutes', () => {
  it('loads the matched page’s module before anything renders and starts its reads', async () => {
    const { routes, loads, preload } = table();
    const url = new URL('https://fundax.test/event/e1?ref=share');
    const matches = await startRoutes(routes, url);
    expect(loads['./routes/event.tsx']).toHaveBeenCalledOnce();
    expect(loads['./routes/other.tsx']).not.toHaveBeenCalled();
    const event = routes[0]!.children![0]!;
    // Resolved in place, without the loader a navigation would run first.
    expect(event).toMatchObject({ Component: Page, lazy: undefined });
    expect(event.loader).toBeUndefined();
    expect(preload).toHaveBeenCalledWith({ id: 'e1' }, url);
    expect(routePattern(matches)).toBe('/event/:id');
  });

  it('gives a route loaded by a navigation a loader that starts its reads', async () => {
    const { routes, preload } = table();
    const event = routes[0]!.children![0]!;
    const resolved = await (event.lazy as () => Promise<RouteObject>)();
    const loader = resolved.loader as (args: { params: object; request: Request }) => unknown;
    expect(
      loader({ params: { id: 'e2' }, request: new Request('https://fundax.test/event/e2') }),
    ).toBe(null);
    expect(preload).toHaveBeenCalledWith({ id: 'e2' }, new URL('https://fundax.test/event/e2'));
  });

  it('names the manifest key of each route’s module', () => {
    const { routes } = table();
    expect(routes[0]!.children!.map((route) => route.handle as unknown)).toEqual([
      { module: 'src/app/routes/event.tsx' },
      { module: 'src/app/routes/other.tsx' },
    ]);
  });

  it('matches nothing on an unknown path', async () => {
    const { routes } = table();
    const matches = await startRoutes(routes, new URL('https://fundax.test/nowhere'));
    expect(routePattern(matches)).toBeNull();
  });
});

describe('routePattern', () => {
  it('joins nested paths into the page’s pattern', () => {
    const route = (path?: string) => ({
      route: { path },
      params: {},
      pathname: '',
      pathnameBase: '',
    });
    expect(routePattern([route('/auth'), route(), route('dashboard')])).toBe('/auth/dashboard');
    expect(routePattern([route(), route('/event/:id')])).toBe('/event/:id');
    expect(routePattern([])).toBeNull();
  });
});
