import { startTransition, useEffect, useState } from 'react';

import { afterFirstPaint } from './after-first-paint';

// Code a page needs only once it is on screen (its reads and Firestore: a signed-in page's reads
// wait for Auth anyway) should not compete with the code that renders it. mountApp holds such
// loads from when it starts rendering until the first page (the kit's `Page`, with its heading)
// has been committed and painted: the router's own first commit can be a fallback.

/** An app whose pages never render `Page` is not held longer than this. */
export const PAGE_PAINT_HOLD_LIMIT_MS = 3_000;

let held: Promise<void> | null = null;
let release: (() => void) | null = null;

/** Called by mountApp as it starts rendering: loads queued by `afterPagePaint` wait. */
export function holdUntilPagePainted(): void {
  if (held) return;
  held = new Promise((resolve) => {
    release = resolve;
  });
  setTimeout(pageCommitted, PAGE_PAINT_HOLD_LIMIT_MS);
}

/** Called once a page is in the DOM (`Page`'s effect): the hold ends once it is painted. */
export function pageCommitted(): void {
  const done = release;
  if (!done) return;
  release = null;
  // Two frames: the first paints the page, the second starts after that frame has been shown
  // (a task right after the first can still come before the screen updates).
  void afterFirstPaint().then(afterFirstPaint).then(done);
}

/** Resolves once the app's first render has been painted (at once when nothing holds it). */
export function pagePainted(): Promise<void> {
  return held ?? Promise.resolve();
}

/**
 * `load` (a dynamic import) run once, after the page's first render has been painted. Slices
 * load their read modules through `readsModule` (reads-module.ts), which builds on this.
 */
export function afterPagePaint<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= pagePainted().then(load));
}

/**
 * False until the app's first render has been painted, then true: for a part of the page whose
 * code is loaded on demand (React.lazy) and is not what the page is for, so that it is not
 * asked for, and waited on, in that first render. The render it brings is a transition: React
 * renders those parts in slices, yielding to the browser between them, instead of in one long
 * task (the portal dashboard's saved copy, its largest render after the first).
 */
export function usePagePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pagePainted().then(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

/** For tests: forget any hold. */
export function resetPagePaintHold(): void {
  held = null;
  release = null;
}
