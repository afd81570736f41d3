import { SCHEMA_STAGES } from '@fundax/core';

import { afterPagePaint } from './after-page-paint';
import { nextTask } from './next-task';

/** The read path's foundation, in the order it builds on itself: the schemas, then Firestore. */
const FOUNDATION: readonly (() => Promise<unknown>)[] = [
  ...SCHEMA_STAGES,
  () => import('../firebase/firestore-sdk'),
];

let foundation: Promise<void> | null = null;

/**
 * Evaluates the code every read stands on (zod, the field and document schemas, Firestore Lite)
 * one piece per task, once. A page's reads module imported on its own evaluates all of it in
 * one long task (110-160 ms at 4x CPU slowdown on the admin dashboard, with zod building every
 * schema), which blocks input and counts fully against Total Blocking Time; a task each keeps
 * every piece near or under 50 ms. Never rejects: a piece that fails to load is loaded again,
 * and reported, by the import that needs it; the next call tries the stages again.
 */
export function readFoundationLoaded(): Promise<void> {
  foundation ??= (async () => {
    for (const stage of FOUNDATION) {
      await stage();
      await nextTask();
    }
  })().catch(() => {
    foundation = null;
  });
  return foundation;
}

/**
 * A page's reads module (a dynamic import), loaded once: after the page is painted (see
 * `afterPagePaint`) and after the read path's foundation, so that importing it evaluates only
 * the module itself. E.g. `const reading = readsModule(() => import('./read-events'))` in a
 * slice whose reads a page dispatches as it mounts.
 */
export function readsModule<T>(load: () => Promise<T>): () => Promise<T> {
  return afterPagePaint(() => readFoundationLoaded().then(load));
}
