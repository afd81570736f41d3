import type { ReactNode } from 'react';

import type { Saved } from '../offline/saved-copy';
import type { Remote } from '../remote/remote-data';
import { AsOf } from './as-of';
import { LoadError } from './load-error';
import { Loaded } from './loaded';

/**
 * Whether a read has data of its own to show: it answered (even "nothing": null), or it holds
 * the last answer while it reads again.
 */
export function isLive<T>(entry: Remote<T> | undefined): entry is Remote<T> {
  return entry !== undefined && (entry.status === 'succeeded' || entry.data !== null);
}

/**
 * A section's data: the live read when it has answered, else the copy this browser saved for
 * the same user (offline, or until the read answers: offline/saved-copy.ts), else the read's own
 * progress or error (or, offline, that nothing was saved yet).
 * Whenever what is shown is not fresh from the network (a saved copy, or the last read while
 * offline), its age is shown above it when the section has a `label`: the copy's read time, or
 * the entry's `loadedAt` (a page that says it once for all its sections gives none). A failed
 * read over a saved copy says so, with a retry.
 */
export function SavedOrLive<T>({
  entry,
  saved,
  online,
  what,
  label,
  retry,
  children,
}: {
  /** The live read (undefined: not asked yet). */
  entry: Remote<T> | undefined;
  saved: Saved<T> | null;
  online: boolean;
  /** What is read, e.g. "your dashboard" (progress and error messages). */
  what: string;
  /** What the age line names, e.g. "Dashboard"; without it, no age line. */
  label?: string;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const shown = isLive(entry)
    ? { data: entry.data as T, readAt: entry.loadedAt, fromCopy: false }
    : saved && { ...saved, fromCopy: true };
  if (!shown && !online) {
    return (
      <p className="muted">Not saved on this device yet: it shows once you are back online.</p>
    );
  }
  if (!shown) {
    return (
      <Loaded entry={entry} what={what} retry={retry}>
        {children}
      </Loaded>
    );
  }
  return (
    <>
      {label && (!online || shown.fromCopy) && shown.readAt ? (
        <AsOf readAt={shown.readAt} what={label} />
      ) : null}
      {online && entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what={what} onRetry={retry} />
      ) : null}
      {children(shown.data)}
    </>
  );
}
