import { act } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mountApp } from './mount-app';

const spies = vi.hoisted(() => ({ hasPersistedUser: vi.fn(() => false) }));

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
    '<title data-prerendered-head>Event · Fundax</title><meta name="theme-color" content="#0f5c4d">';
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
});

afterEach(() => {
  vi.clearAllMocks();
});

async function mount(page: string) {
  await act(async () => {
    mountApp(app, { page });
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
    await mount('/event/:id');
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledOnce();
    expect(document.querySelector('form')?.dataset.hydrating).toBe('no');
    expect(document.querySelector('form')?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('title')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });

  it('renders afresh for someone signed in (the build rendered what a visitor sees)', async () => {
    prerendered('/event/:id');
    spies.hasPersistedUser.mockReturnValue(true);
    await mount('/event/:id');
    expect(createRoot).toHaveBeenCalledOnce();
    expect(hydrateRoot).not.toHaveBeenCalled();
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
