import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Link } from './link';
import {
  type RouteHandle,
  type RouteModule,
  deferredRouteModules,
  lazyModuleRoute,
  routeModules,
} from './route-modules';
import { RouteTable } from './route-table';
import { loadRoutes } from './start-routes';

const Page = () => <h1>Home</h1>;

afterEach(cleanup);

describe('routeModules', () => {
  const modules = { './routes/home.tsx': () => Promise.resolve({ Component: Page }) };

  it('loads a named route module, lazily, and names its manifest key', async () => {
    const { loaderOf, lazyRoute } = routeModules(modules);
    await expect(loaderOf('home')()).resolves.toEqual({ Component: Page });
    const route = lazyRoute({ path: '/', module: 'home' });
    expect(route.path).toBe('/');
    const handle = route.handle as RouteHandle;
    expect(handle.module).toBe('src/app/routes/home.tsx');
    await expect(handle.load!()).resolves.toEqual({ Component: Page });
  });

  it('fails at once on a module the table names but the app lacks', () => {
    const { loaderOf, lazyRoute } = routeModules(modules);
    expect(() => loaderOf('no-such-route')).toThrow(/no-such-route\.tsx is missing/);
    expect(() => lazyRoute({ path: '/x', module: 'gone' })).toThrow(/gone\.tsx is missing/);
  });
});

describe('deferredRouteModules', () => {
  const keys = ['./routes/portal-home.tsx', './routes/portal-gone.tsx'];

  it('loads the loaders only when a page loads, then the page through them', async () => {
    const glob = { './routes/portal-home.tsx': () => Promise.resolve({ Component: Page }) };
    const loadGlob = vi.fn(() => Promise.resolve(glob));
    const { loaderOf, lazyRoute } = routeModules(deferredRouteModules(keys, loadGlob));
    const route = lazyRoute({ path: '/portal/home', module: 'portal-home' });
    expect(loadGlob).not.toHaveBeenCalled();
    await expect((route.handle as RouteHandle).load!()).resolves.toEqual({ Component: Page });
    await expect(loaderOf('portal-home')()).resolves.toEqual({ Component: Page });
    expect(loadGlob).toHaveBeenCalledTimes(2);
  });

  it('rejects a page the table names but the glob lacks, when it loads', async () => {
    const { loaderOf } = routeModules(deferredRouteModules(keys, () => Promise.resolve({})));
    await expect(loaderOf('portal-gone')()).rejects.toThrow(
      'app/routes/portal-gone.tsx is missing (named in route-paths.ts).',
    );
    expect(() => loaderOf('portal-other')).toThrow(/portal-other\.tsx is missing/);
  });
});

describe('a lazy route’s page', () => {
  function deferred() {
    let resolve!: (module: RouteModule) => void;
    const promise = new Promise<RouteModule>((done) => (resolve = done));
    return { promise, resolve };
  }

  function Home() {
    return <Link to="/event/e7?ref=share">Open the event</Link>;
  }

  function table(load: () => Promise<RouteModule>): RouteObject[] {
    return [
      { path: '/', Component: Home },
      lazyModuleRoute('src/app/routes/event.tsx', load, { path: '/event/:id' }),
    ];
  }

  it('renders at once, without suspending, once its code is loaded', async () => {
    const routes = table(() => Promise.resolve({ Component: () => <h1>The event</h1> }));
    await loadRoutes(routes, '/event/e1');
    render(
      <MemoryRouter initialEntries={['/event/e1']}>
        <Suspense fallback={<p>Loading</p>}>
          <RouteTable routes={routes} />
        </Suspense>
      </MemoryRouter>,
    );
    // No fallback frame: the page is there in the first commit (a prerendered page hydrates).
    expect(screen.getByRole('heading', { name: 'The event' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('on a navigation, starts the page’s reads beside its code, once, then shows it', async () => {
    const code = deferred();
    const load = vi.fn(() => code.promise);
    const preload = vi.fn();
    const routes = table(load);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={<p>Loading</p>}>
          <RouteTable routes={routes} />
        </Suspense>
      </MemoryRouter>,
    );
    await act(() => {
      screen.getByRole('link', { name: 'Open the event' }).click();
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledOnce();
    await act(() => {
      code.resolve({ Component: () => <h1>The event</h1>, preload });
      return code.promise;
    });
    expect(await screen.findByRole('heading', { name: 'The event' })).toBeTruthy();
    expect(preload).toHaveBeenCalledOnce();
    expect(preload).toHaveBeenCalledWith(
      { id: 'e7' },
      new URL('/event/e7?ref=share', globalThis.location.origin),
    );
    expect(load).toHaveBeenCalledOnce();
  });

  it('says so in place of a page whose code cannot be fetched, keeping the layout', async () => {
    const code = deferred();
    const routes: RouteObject[] = [
      {
        element: (
          <>
            <nav aria-label="Site">Fundax</nav>
            <Suspense fallback={<p>Loading</p>}>
              <Outlet />
            </Suspense>
          </>
        ),
        children: table(() =>
          code.promise.then(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          ),
        ),
      },
    ];
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteTable routes={routes} />
      </MemoryRouter>,
    );
    await act(() => {
      screen.getByRole('link', { name: 'Open the event' }).click();
      return Promise.resolve();
    });
    await act(async () => {
      code.resolve({ Component: () => <h1>The event</h1> });
      await code.promise;
    });
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load this page. Check your connection, then reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(document.title).toBe('This page did not load · Fundax');
    // The app is still there: its layout, and a way to go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeTruthy();
  });

  it('renders the first page of a visit even when its code cannot be fetched', async () => {
    const routes = table(() => Promise.reject(new TypeError('Failed to fetch')));
    // The app renders once the first page's code has loaded: a failure must not leave it unrendered.
    await expect(loadRoutes(routes, '/event/e1')).resolves.toHaveLength(1);
    render(
      <MemoryRouter initialEntries={['/event/e1']}>
        <RouteTable routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'This page did not load' })).toBeTruthy();
  });
});
