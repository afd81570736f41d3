import { useEffect, useMemo } from 'react';

import { NOT_LOADED, type Remote } from './remote-data';

/**
 * A read a page shows. `load` (memoised: it changes with the read's argument) runs when the page
 * opens, again on each change of argument, and again when a change elsewhere marks the entry
 * stale (`remote.stale`: idle, its data still shown). Pages show what is true now, e.g. an
 * approval since the last visit, with the last copy on screen meanwhile. Returns the entry and
 * `retry` (the same read) for the error's "Try again": the same object while neither changes, so
 * a part given it (a `memo` component) is not rendered again when another read answers.
 */
export function useRemote<E extends Remote<unknown> | undefined>(entry: E, load: () => void) {
  useEffect(load, [load]);
  // An entry is idle either because a change marked it stale (read it again, whatever it held:
  // "nothing there" can be out of date too) or because it was never read (NOT_LOADED, or none:
  // the first effect reads it).
  const stale = entry !== undefined && !Object.is(entry, NOT_LOADED) && entry.status === 'idle';
  useEffect(() => {
    if (stale) load();
  }, [stale, load]);
  return useMemo(() => ({ entry, retry: load }), [entry, load]);
}
