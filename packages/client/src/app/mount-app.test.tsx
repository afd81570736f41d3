import { act, useState } from 'react';
import type { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetPagePaintHold } from './after-page-paint';
import { mountApp } from './mount-app';

const spies = vi.hoisted(() => ({
  hasPersistedUser: vi.fn(() => false),
  transitions: { count: 0 },
}));

// React's startTransition, counted (it runs for real).
vi.mock('react', async (importOriginal) => {
  const real = await importOriginal<{ startTransition: typeof startTransition }>();
  return {
    ...real,
    startTransition: (scope: () => void) => {
      spies.transitions.count += 1;
      real.startTransition(scope);
    },
  };
});

// React's roots, watched (they render for real into jsdom).
vi.mock('react-dom/client', async (importOriginal) => {
  const real = await importOriginal<typeof ReactDomClient>();
  return { createRoot: vi.fn(real.createRoot), hydrateRoot: vi.fn(real.hydrateRoot) };
});
vi.mock('../firebase/auth', () => ({ hasPersistedUser: spies.hasPersistedUser }));

const { createRoot, hydrateRoot } = vi.mocked(await import('react-dom/client'));

/** The page as the build wrote it: its title in the head, its markup (form inert) in #root. */
function prerendered(page: string | null, url = '/event/e1') {
  window.history.replaceState(null, '', url);
  document.head.innerHTML =
    '<title data-prerendered-head>Event · Fundax</title>' +
    '<meta data-prerendered-head name="description" content="An evening at Bacas Books.">' +
    '<meta name="theme-color" content="#0f5c4d">';
  document.body.innerHTML =
    page === null
      ? '<div id="root"></div>'
      : `<div id="root" data-prerendered="${page}"><h1>Event</h1><form inert aria-label="Share"><button>Share</button></form></div>`;
}

const app = (hydrating: boolean) => (
  <>
    <h1>Event</h1>
    <form aria-label="Share" data-hydrating={hydrating ? undefined : 'no'}>
      <button>Share</button>
    </form>
  </>
);

beforeEach(() => {
  spies.hasPersistedUser.mockReturnValue(false);
  spies.transitions.count = 0;
});

afterEach(() => {
  vi.clearAllMocks();
  // A mount with `holdForPage` holds the reads until a page is painted: no hold outlives its test.
  resetPagePaintHold();
});

/** The app as it renders the page afresh, with the page's own title. */
const titledApp = (hydrating: boolean) => (
  <>
    <title>Library Night · Fundax</title>
    {app(hydrating)}
  </>
);

async function mount(page: string, render = app, options: { holdForPage?: boolean } = {}) {
  await act(async () => {
    mountApp(render, { page, ...options });
    await Promise.resolve();
  });
}

describe('mountApp', () => {
  it('hydrates the page the build prerendered for this route, and then releases its forms', async () => {
    prerendered('/event/:id');
    const form = document.querySelector('form');
    await mount('/event/:id');
    expect(hydrateRoot).toHaveBeenCalledOnce();
    expect(createRoot).not.toHaveBeenCalled();
    // The same element, adopted, and usable now.
    expect(document.querySelector('form')).toBe(form);
    expect(form?.hasAttribute('inert')).toBe(false);
    expect(document.title).toBe('Event · Fundax');
    expect(document.head.querySelector('[data-prerendered-head]')).toBeNull();
  });

  it.each([
    ['another route’s page', '/partners', '/event/e1'],
    ['the plain shell', '', '/event/e1'],
    ['a URL with a query', '/event/:id', '/event/e1?from=share'],
  ])('renders afresh over %s, dropping its head tags', async (_what, page, url) => {
    prerendered(page, url);
    await mount('/event/:id', titledApp);
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledOnce();
    expect(document.querySelector('form')?.dataset.hydrating).toBe('no');
    expect(document.querySelector('form')?.hasAttribute('inert')).toBe(false);
    expect(document.head.querySelector('[data-prerendered-head]')).toBeNull();
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Library Night · Fundax');
    expect(document.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });

  it('keeps the title while a page rendered afresh has set none, then the page’s own takes over', async () => {
    prerendered('/event/:id', '/event/e1?from=share');
    const prerenderedTitle = document.querySelector('title');
    let showTitle: (shown: boolean) => void = () => undefined;
    function Late() {
      const [shown, setShown] = useState(false);
      showTitle = setShown;
      return shown ? <title>Library Night · Fundax</title> : null;
    }
    await act(async () => {
      mountApp(() => <Late />, { page: '/event/:id' });
      await Promise.resolve();
    });
    expect(createRoot).toHaveBeenCalledOnce();
    expect(document.title).toBe('Event · Fundax');
    expect(document.querySelector('title')).toBe(prerenderedTitle);
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    await act(async () => {
      showTitle(true);
      await Promise.resolve();
    });
    expect(document.title).toBe('Library Night · Fundax');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(prerenderedTitle?.isConnected).toBe(false);
  });

  it('renders afresh for someone signed in (the build rendered what a visitor sees)', async () => {
    prerendered('/event/:id');
    spies.hasPersistedUser.mockReturnValue(true);
    await mount('/event/:id');
    expect(createRoot).toHaveBeenCalledOnce();
    expect(hydrateRoot).not.toHaveBeenCalled();
  });

  it('renders afresh in slices over this route’s own page, at once over another route’s shell, in slices when the app holds its other work', async () => {
    // The event's own HTML (its header served with it), opened with a query: it stays on screen
    // while React builds the page in a transition.
    prerendered('/event/:id', '/event/e1?from=share');
    await mount('/event/:id', titledApp);
    expect(createRoot).toHaveBeenCalledOnce();
    expect(spies.transitions.count).toBe(1);
    expect(document.title).toBe('Library Night · Fundax');

    // The console's shell: the first render paints the page's content, not sliced.
    vi.clearAllMocks();
    spies.transitions.count = 0;
    prerendered('app', '/auth/dashboard');
    await mount('/auth/dashboard', titledApp);
    expect(createRoot).toHaveBeenCalledOnce();
    expect(spies.transitions.count).toBe(0);
    expect(document.querySelector('h1')?.textContent).toBe('Event');

    // The web app's shell under the portal: the app holds its reads until the page is painted,
    // so nothing runs between the slices.
    vi.clearAllMocks();
    spies.transitions.count = 0;
    prerendered('app', '/portal/dashboard');
    await mount('/portal/dashboard', titledApp, { holdForPage: true });
    expect(createRoot).toHaveBeenCalledOnce();
    expect(spies.transitions.count).toBe(1);
    expect(document.querySelector('h1')?.textContent).toBe('Event');
  });

  it('renders into an empty root (a development build)', async () => {
    prerendered(null);
    await mount('/event/:id');
    expect(createRoot).toHaveBeenCalledOnce();
    expect(document.querySelector('h1')?.textContent).toBe('Event');
  });

  it('needs a #root', () => {
    document.body.innerHTML = '';
    expect(() => mountApp(app, { page: '/' })).toThrow('#root');
  });
});
