import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'fundax:scroll-positions';
/** Positions kept for this many history entries, the latest ones. */
const KEPT = 50;

type Positions = Map<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or refused (a private window): back and forward then start at the top.
  }
}

/** How long a return to a place waits for the page to grow tall enough to scroll there. */
const RESTORE_WITHIN_MS = 1_500;

/**
 * Scrolls back to `y`, again on each frame while the page is still shorter than that (its data
 * or images arriving), until it gets there, the reader scrolls themselves, or time is up.
 * Returns what stops it (the next navigation).
 */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) removeEventListener(type, stop);
  };
  const attempt = () => {
    scrollTo(0, y);
    if (Math.abs(scrollY - y) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of READER_INPUT) addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** Input by which a reader scrolls, after which the page is theirs to place. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where the window scrolls when the page changes, as a reader expects of a site:
 * - back and forward return to where the reader was on that entry, across a reload too;
 * - a link to another page starts at its top, or at the element its `#hash` names;
 * - a change of the query alone (a filter, a tab) stays where it is.
 * Positions are kept per history entry, in session storage.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    const { scrollRestoration } = history;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current!.set(current.current, scrollY));
    };
    const save = () => {
      positions.current!.set(current.current, scrollY);
      writePositions(positions.current!);
    };
    addEventListener('scroll', record, { passive: true });
    addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', record);
      removeEventListener('pagehide', save);
      history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = location.key;
    const samePage = previousPath.current === location.pathname;
    const firstPage = previousPath.current === null;
    previousPath.current = location.pathname;
    const saved = positions.current.get(location.key);
    if (navigationType === NavigationType.Pop) {
      return saved === undefined ? undefined : restore(saved);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!samePage && !firstPage) scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
