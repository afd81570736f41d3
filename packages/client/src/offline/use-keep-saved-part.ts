import { useEffect } from 'react';

import type { Remote } from '../remote/remote-data';
import { type Saved, type SavedCopyPlace, saveCopyPart } from './saved-copy';

/**
 * Keeps each fresh read of `entry` as part `part` of `uid`'s copy in `place`, with the time it
 * was read, while `enabled` (once the session has confirmed who is signed in: a copy shown
 * before that is never saved back, and nothing is saved for someone Auth has not confirmed).
 */
export function useKeepSavedPart<T>(
  place: SavedCopyPlace,
  uid: string | null,
  enabled: boolean,
  part: string,
  entry: Remote<T> | undefined,
): void {
  const data = entry?.data ?? null;
  const loadedAt = entry?.loadedAt;
  useEffect(() => {
    if (!enabled || !uid || data === null || loadedAt === undefined) return;
    saveCopyPart(place, uid, part, { data, readAt: loadedAt } satisfies Saved<T>);
  }, [place, uid, enabled, part, data, loadedAt]);
}
