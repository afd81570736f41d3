import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { type NavigateFunction, MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;
const setNavigate = (next: NavigateFunction) => {
  navigate = next;
};
/** Hands the test the router's navigate, as a link or the back button would move. */
function Navigator({ ready }: { ready: (navigate: NavigateFunction) => void }) {
  const navigateTo = useNavigate();
  useEffect(() => ready(navigateTo), [navigateTo, ready]);
  return null;
}

function mount(initial = '/') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <Navigator ready={setNavigate} />
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

/** The window scrolled by the reader (jsdom lays nothing out: scrollY is set by hand). */
async function readerScrollsTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  // Positions are recorded on the next frame.
  await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
}

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens another page at its top, and back returns to where the reader was', async () => {
    mount('/events');
    expect(scrollTo).not.toHaveBeenCalled(); // the first page is the browser's to place
    await readerScrollsTo(1200);
    await act(async () => navigate('/event/e1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await readerScrollsTo(300);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('on back, waits for the page to grow tall enough to return to the place', async () => {
    mount('/events');
    await readerScrollsTo(1200);
    await act(async () => navigate('/event/e1'));
    // The list is short until its data is there again: the window stops at its bottom.
    let height = 400;
    scrollTo.mockImplementation((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: Math.min(y, height) });
    });
    await act(async () => navigate(-1));
    expect(window.scrollY).toBe(400);
    height = 3000;
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(window.scrollY).toBe(1200);
  });

  it('keeps the place when only the query changes (a filter)', async () => {
    mount('/businesses');
    await readerScrollsTo(800);
    await act(async () => navigate('/businesses?category=cafe', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the element a #hash names', async () => {
    const target = document.createElement('h2');
    target.id = 'faq';
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    mount('/');
    await act(async () => navigate('/about#faq'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('keeps positions for a reload of the tab, and hands scrolling back when unmounted', async () => {
    history.scrollRestoration = 'auto'; // a browser's default (jsdom has none)
    const view = mount('/events');
    expect(history.scrollRestoration).toBe('manual');
    await readerScrollsTo(640);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('fundax:scroll-positions') ?? '[]') as [
      string,
      number,
    ][];
    expect(saved.map(([, y]) => y)).toEqual([640]);
    view.unmount();
    expect(history.scrollRestoration).toBe('auto');
  });
});
