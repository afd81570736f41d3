import {
  type Remote,
  type Saved,
  type SavedCopy,
  readSavedCopy,
  savedPart,
  selectSessionRestored,
  selectUid,
  useAppSelector,
  useKeepSavedPart,
  usePagePainted,
} from '@fundax/client';
import { AsOf, isLive } from '@fundax/client/ui';
import { useState } from 'react';

import { type DashboardPart, SAVED_DASHBOARD } from '../../../utils/saved-dashboard';

/** The saved dashboard of a visit: the copy, and whether its parts are shown yet. */
export interface SavedDashboard {
  copy: SavedCopy | null;
  /**
   * The parts render from the copy once the page's first render is painted: that render (the
   * heading, its greeting and the frame) stays light, and the copy fills in a frame later.
   */
  shown: boolean;
}

/**
 * The dashboard this browser saved for the signed-in person on their last visit, read once as
 * the page opens (null when there is none, or it is someone else's).
 */
export function useSavedDashboard(): SavedDashboard {
  const uid = useAppSelector(selectUid);
  const [copy] = useState(() => readSavedCopy(SAVED_DASHBOARD, uid));
  const shown = usePagePainted();
  return { copy: copy?.uid === uid ? copy : null, shown };
}

/**
 * One part of the dashboard: what the saved copy holds for it (shown until the live read
 * answers), and each live read kept in the copy for the next visit once Auth has confirmed the
 * session (a restored one shows the copy, and is not saved back).
 */
export function useDashboardPart<T>(
  { copy, shown }: SavedDashboard,
  part: DashboardPart,
  entry: Remote<T> | undefined,
): Saved<T> | null {
  // The uid alone (not usePortalUser): the account arriving must not render the dashboard again.
  const uid = useAppSelector(selectUid);
  const confirmed = !useAppSelector(selectSessionRestored);
  useKeepSavedPart(SAVED_DASHBOARD, uid, confirmed, part, entry);
  return shown ? savedPart<Saved<T>>(copy, part) : null;
}

const oldest = (times: string[]) => times.reduce((a, b) => (a < b ? a : b));

/**
 * How old what the dashboard shows is, on a visit that opened with a saved copy: "Saved dashboard
 * as of 2 hours ago" while any part still shows the copy (from the first render on, so the line
 * is there before the parts fill in below it), then "Dashboard as of just now" once the live
 * reads have replaced it. The line stays for the visit, so nothing below it moves when they do;
 * a visit without a copy has none.
 */
export function DashboardAge({
  saved: { copy },
  parts,
}: {
  saved: SavedDashboard;
  parts: [entry: Remote<unknown> | undefined, part: DashboardPart][];
}) {
  if (!copy) return null;
  const fromCopy = parts.flatMap(([entry, part]) => {
    const kept = savedPart<Saved<unknown>>(copy, part);
    return !isLive(entry) && kept ? [kept.readAt] : [];
  });
  const live = parts.flatMap(([entry]) =>
    isLive(entry) && entry.loadedAt ? [entry.loadedAt] : [],
  );
  if (fromCopy.length > 0) return <AsOf readAt={oldest(fromCopy)} what="Saved dashboard" />;
  if (live.length > 0) return <AsOf readAt={oldest(live)} what="Dashboard" />;
  return null;
}
