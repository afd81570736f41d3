import type { Remote } from '@fundax/client';
import { LoadError, Loaded } from '@fundax/client/ui';
import type { ReactNode } from 'react';

import type { Saved } from '../lib/offline-copy';
import { AsOf } from './as-of';

/**
 * A section's data: the live read when it has answered, else the copy this phone saved for the
 * same user (offline, or until the read answers), else the read's own progress or error (or,
 * offline, that nothing was saved yet).
 * Whenever what is shown is not fresh from the network (a saved copy, or the last read while
 * offline), its age is shown above it: the copy's read time, or the entry's `loadedAt`. A
 * failed read over a saved copy says so, with a retry.
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
  entry: Remote<T>;
  saved: Saved<T> | null;
  online: boolean;
  /** What is read, e.g. "your dashboard" (progress and error messages). */
  what: string;
  /** What the age line names, e.g. "Dashboard". */
  label: string;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const shown =
    entry.data !== null
      ? { data: entry.data, readAt: entry.loadedAt, fromCopy: false }
      : saved && { ...saved, fromCopy: true };
  if (!shown && !online) {
    return <p className="muted">Not saved on this phone yet: it shows once you are back online.</p>;
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
      {(!online || shown.fromCopy) && shown.readAt ? (
        <AsOf readAt={shown.readAt} what={label} />
      ) : null}
      {online && entry.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what={what} onRetry={retry} />
      ) : null}
      {children(shown.data)}
    </>
  );
}
