import type { Remote, Saved } from '@fundax/client';
import { useEffect } from 'react';

import { saveOfflinePart } from '../../lib/offline-copy';
import type { Viewer } from '../viewer';

/**
 * Keeps each fresh read in this phone's offline copy, with the time it was read and the viewer
 * it belongs to, once the session has confirmed who is signed in (`live`): a copy shown offline
 * is never saved back. A change made here since (a message marked read) is saved with it.
 */
export function useKeepOfflineCopy<T>(
  { uid, role, displayName, admin }: Viewer,
  live: boolean,
  part: string,
  { data, loadedAt }: Remote<T>,
): void {
  useEffect(() => {
    if (!live || data === null || loadedAt === undefined) return;
    saveOfflinePart(uid, 'viewer', { uid, role, displayName, admin } satisfies Viewer);
    saveOfflinePart(uid, part, { data, readAt: loadedAt } satisfies Saved<T>);
  }, [uid, role, displayName, admin, live, part, data, loadedAt]);
}
