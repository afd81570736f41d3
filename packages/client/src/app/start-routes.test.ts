import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AppStore } from '../store/make-store';
import { flushMicrotasks } from '../testing/flush-microtasks';
import { type RouteHandle, type RouteModule, routeModules } from './route-modules';
import { routePattern, startFirstPage, startRoutes } from './start-routes';

const { signedIn, warm, gates } = vi.hoisted(() => {
  /** A promise per call that the test resolves by hand, recording the order of calls. */
  const gate = () => {
    const opened: (() => void)[] = [];
    const wait = vi.fn(() => new Promise<void>((resolve) => opened.push(resolve)));
    return { wait, open: () => opened.shift()?.() };
  };
  return {
    signedIn: { value: false },
    warm: vi.fn(),
    gates: { painted: gate(), task: gate() },
  };
});
vi.mock('../firebase/auth', () => ({ hasPersistedUser: () => signedIn.value }));
vi.mock('./warm-formatters', () => ({ warmFormattersSoon: warm }));
vi.mock('./after-first-paint', () => ({ afterFirstPaint: gates.painted.wait }));
vi.mock('./next-task', () => ({ nextTask: gates.task.wait }));

afterEach(() => {
  signedIn.value = false;
  warm.mockClear();
});

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
    expect(preload).toHaveBeenCalledWith({ id: 'e1' }, url);
    expect(routePattern(matches)).toBe('/event/:id');
    // Loaded once: a later navigation to the page reuses the module.
    await (routes[0]!.children![0]!.handle as RouteHandle).load!();
    expect(loads['./routes/event.tsx']).toHaveBeenCalledOnce();
  });

  it('names the manifest key of each route’s module', () => {
    const { routes } = table();
    expect(routes[0]!.children!.map((route) => (route.handle as RouteHandle).module)).toEqual([
      'src/app/routes/event.tsx',
      'src/app/routes/other.tsx',
    ]);
  });

  it('warms the date and money formatters for a signed-in visit, before the page’s code loads', async () => {
    const { routes, loads } = table();
    signedIn.value = true;
    await startRoutes(routes, new URL('https://fundax.test/event/e1'));
    expect(warm).toHaveBeenCalledOnce();
    expect(warm.mock.invocationCallOrder[0]).toBeLessThan(
      loads['./routes/event.tsx'].mock.invocationCallOrder[0]!,
    );
  });

  it('leaves a visitor’s formatters to the pages that show dates', async () => {
    const { routes } = table();
    await startRoutes(routes, new URL('https://fundax.test/other'));
    expect(warm).not.toHaveBeenCalled();
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

describe('startFirstPage', () => {
  it('settles the session once the HTML is painted, then loads the page in a task of its own', async () => {
    const { routes, loads } = table();
    const dispatch = vi.fn();
    const starting = startFirstPage({ dispatch } as unknown as AppStore, routes);
    await flushMicrotasks();
    expect(dispatch).not.toHaveBeenCalled();

    gates.painted.open();
    await flushMicrotasks();
    // settleSession's thunk, and nothing of the page's yet.
    expect(dispatch).toHaveBeenCalledOnce();
    expect(dispatch.mock.calls[0]![0]).toBeTypeOf('function');
    expect(gates.task.wait).toHaveBeenCalledOnce();
    expect(Object.values(loads).some((load) => load.mock.calls.length > 0)).toBe(false);

    gates.task.open();
    // The page of the browser's address (the test's is "/").
    expect(routePattern(await starting)).toBe('/');
  });
});
