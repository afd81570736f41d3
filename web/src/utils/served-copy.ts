import { type Remote, readSinceLastChange } from '@fundax/client';
import { isFreshServedCopy } from '@fundax/core';

// Data a page's HTML came with (the Hosting function read it: an event, /partners,
// /businesses), kept as a read that answered when the function read it. While that copy is fresh
// it is the page's read: the thunk does not run, and the page loads no Firestore.

/** The entry of data served with the page, read at `readAt`. */
export function servedEntry<T>(data: T, readAt: string): Remote<T> {
  return { status: 'succeeded', data, error: null, loadedAt: readAt };
}

/** Whether `entry` still holds the copy served at `servedAt`: no read has replaced it. */
export function holdsServedCopy(
  entry: Remote<unknown> | undefined,
  servedAt: string | undefined,
): boolean {
  return servedAt !== undefined && entry?.loadedAt === servedAt;
}

/**
 * Whether `entry` still holds the copy served at `servedAt` (holdsServedCopy), that copy
 * is fresh (SERVED_PAGE_FRESH_MS), and it was read after this browser's last change (a copy from
 * before it may not show it): its read need not run. The clock is read here, when a read is
 * asked for.
 */
export function servedCopyStands(
  entry: Remote<unknown> | undefined,
  servedAt: string | undefined,
): boolean {
  if (servedAt === undefined || !holdsServedCopy(entry, servedAt)) return false;
  return isFreshServedCopy(servedAt) && readSinceLastChange(servedAt);
}
