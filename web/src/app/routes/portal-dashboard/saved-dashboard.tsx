import {
  type Remote,
  type Saved,
  type SavedCopy,
  readSavedCopy,
  savedPart,
  selectSessionRestored,
  useAppSelector,
  useKeepSavedPart,
} from '@fundax/client';
import { AsOf, isLive } from '@fundax/client/ui';
import { useState } from 'react';

import { type DashboardPart, SAVED_DASHBOARD } from '../../../utils/saved-dashboard';
import { usePortalUser } from '../../../utils/use-portal-user';

/**
 * The dashboard this browser saved for the signed-in person on their last visit, read once as
 * the page opens (null when there is none, or it is someone else's).
 */
export function useSavedDashboard(): SavedCopy | null {
  const { uid } = usePortalUser();
  const [copy] = useState(() => readSavedCopy(SAVED_DASHBOARD, uid || null));
  return copy?.uid === uid ? copy : null;
}

/**
 * One part of the dashboard: what the saved copy holds for it (shown until the live read
 * answers), and each live read kept in the copy for the next visit once Auth has confirmed the
 * session (a restored one shows the copy, and is not saved back).
 */
export function useDashboardPart<T>(
  copy: SavedCopy | null,
  part: DashboardPart,
  entry: Remote<T> | undefined,
): Saved<T> | null {
  const { uid } = usePortalUser();
  const confirmed = !useAppSelector(selectSessionRestored);
  useKeepSavedPart(SAVED_DASHBOARD, uid || null, confirmed, part, entry);
  return savedPart<Saved<T>>(copy, part);
}

const oldest = (times: string[]) => times.reduce((a, b) => (a < b ? a : b));

/**
 * How old what the dashboard shows is, on a visit that opened with a saved copy: "Saved dashboard
 * as of 2 hours ago" while any part still shows the copy, then "Dashboard as of just now" once
 * the live reads have replaced it. The line stays for the visit, so nothing below it moves when
 * they do; a visit without a copy has none.
 */
export function DashboardAge({
  copy,
  parts,
}: {
  copy: SavedCopy | null;
  parts: [entry: Remote<unknown> | undefined, saved: Saved<unknown> | null][];
}) {
  if (!copy) return null;
  const fromCopy = parts.flatMap(([entry, saved]) =>
    !isLive(entry) && saved ? [saved.readAt] : [],
  );
  const live = parts.flatMap(([entry]) =>
    isLive(entry) && entry.loadedAt ? [entry.loadedAt] : [],
  );
  if (fromCopy.length > 0) return <AsOf readAt={oldest(fromCopy)} what="Saved dashboard" />;
  if (live.length > 0) return <AsOf readAt={oldest(live)} what="Dashboard" />;
  return null;
}
