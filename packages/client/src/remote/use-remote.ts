import { useEffect } from 'react';

import type { Remote } from './remote-data';

/**
 * A read a page shows. `load` (memoised: it changes with the read's argument) runs when the page
 * opens, again on each change of argument, and again when a change elsewhere marks the entry
 * stale (`remote.stale`: idle, its data still shown). Pages show what is true now, e.g. an
 * approval since the last visit, with the last copy on screen meanwhile. Returns the entry and
 * `retry` (the same read) for the error's "Try again".
 */
export function useRemote<E extends Remote<unknown> | undefined>(entry: E, load: () => void) {
  useEffect(load, [load]);
  const stale = entry?.status === 'idle' && entry.data !== null;
  useEffect(() => {
    if (stale) load();
  }, [stale, load]);
  return { entry, retry: load };
}
