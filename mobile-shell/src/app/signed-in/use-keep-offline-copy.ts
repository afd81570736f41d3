import { useEffect } from 'react';

import { saveOfflinePart } from '../../lib/offline-copy';
import type { Viewer } from '../viewer';

/**
 * Keeps each fresh read in this phone's offline copy, with the viewer it belongs to, once the
 * session has confirmed who is signed in (`live`): a copy shown offline is never saved back.
 */
export function useKeepOfflineCopy(
  { uid, role, displayName, admin }: Viewer,
  live: boolean,
  part: string,
  data: unknown,
): void {
  useEffect(() => {
    if (!live || data === null || data === undefined) return;
    saveOfflinePart(uid, 'viewer', { uid, role, displayName, admin } satisfies Viewer);
    saveOfflinePart(uid, part, data);
  }, [uid, role, displayName, admin, live, part, data]);
}
