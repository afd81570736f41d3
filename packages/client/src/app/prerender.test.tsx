// @vitest-environment node
// Prerendering runs in Node at build time (vite.prerender.ts), with no DOM.
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { lazyPart } from './code-unavailable';
import { pageFile, renderElement, renderRoute, splitHead } from './prerender';
import { routeModules } from './route-modules';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Partners() {
  return (
    <>
      <title>Partners · Fundax</title>
      <meta name="description" content="Local businesses." />
      <h1>Partners</h1>
    </>
  );
}

const { lazyRoute } = routeModules({
  './routes/partners.tsx': () => Promise.resolve({ Component: Partners }),
});
const routes: RouteObject[] = [
  { Component: Layout, children: [lazyRoute({ path: '/partners', module: 'partners' })] },
];

describe('renderRoute', () => {
  it('renders the page a path shows, its head tags apart, and names its module', async () => {
    const page = await renderRoute({ routes, path: '/partners', frame: (router) => router });
    expect(page.head).toBe(
      '<title>Partners · Fundax</title><meta name="description" content="Local businesses."/>',
    );
    expect(page.body).toBe('<main><h1>Partners</h1></main>');
    expect(page.modules).toEqual(['src/app/routes/partners.tsx']);
  });

  it('refuses a path no route matches', async () => {
    await expect(renderRoute({ routes, path: '/old', frame: (router) => router })).rejects.toThrow(
      '/old matches no route',
    );
  });
});

describe('renderElement', () => {
  function Broken(): never {
    throw new ReferenceError('window is not defined');
  }

  it('fails the build when a page throws while rendering', async () => {
    await expect(renderElement(<Broken />)).rejects.toThrow('window is not defined');
  });

  it('fails it too inside a Suspense boundary, which React would leave to the browser', async () => {
    await expect(
      renderElement(
        <Suspense fallback="Loading…">
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('Prerendering failed: ReferenceError: window is not defined');
  });

  it('waits for lazy parts', async () => {
    const Late = lazyPart(() => Promise.resolve(() => <p>Arrived</p>));
    await expect(
      renderElement(
        <Suspense fallback="Loading…">
          <Late />
        </Suspense>,
      ),
    ).resolves.toEqual({ head: '', body: '<!--$--><p>Arrived</p><!--/$-->' });
  });
});

describe('splitHead', () => {
  it('takes the leading title, meta and link tags only', () => {
    expect(splitHead('<title>A</title><link rel="x" href="y"/><p>Hi <meta/></p>')).toEqual({
      head: '<title>A</title><link rel="x" href="y"/>',
      body: '<p>Hi <meta/></p>',
    });
  });
});

describe('pageFile', () => {
  it('names the file Hosting serves for a path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/partners')).toBe('partners.html');
    expect(pageFile('/fundaxers/sign-up/success')).toBe('fundaxers/sign-up/success.html');
    expect(pageFile('/angels/payment/:id')).toBe('angels/payment/_id.html');
  });
});
