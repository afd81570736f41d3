import { describe, expect, it } from 'vitest';

import { routeModules } from './route-modules';

const Page = () => null;

describe('routeModules', () => {
  const modules = { './routes/home.tsx': () => Promise.resolve({ Component: Page }) };

  it('loads a named route module, lazily', async () => {
    const { loaderOf, lazyRoute } = routeModules(modules);
    await expect(loaderOf('home')()).resolves.toEqual({ Component: Page });
    const route = lazyRoute({ path: '/', module: 'home' });
    expect(route.path).toBe('/');
    await expect((route.lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: Page });
  });

  it('fails at once on a module the table names but the app lacks', () => {
    const { loaderOf, lazyRoute } = routeModules(modules);
    expect(() => loaderOf('no-such-route')).toThrow(/no-such-route\.tsx is missing/);
    expect(() => lazyRoute({ path: '/x', module: 'gone' })).toThrow(/gone\.tsx is missing/);
  });
});
