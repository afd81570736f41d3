import type { ReactNode } from 'react';

import type { Remote } from '../remote/remote-data';
import { LoadError } from './load-error';
import { Loading } from './loading';

/**
 * A read's three faces: progress until the first copy arrives, the error with a retry, and the
 * data. While a read runs again the last copy stays on screen (forms keep what was typed).
 */
export function Loaded<T>({
  entry,
  what,
  retry,
  reserve = false,
  children,
}: {
  entry: Remote<T> | undefined;
  /** What is loading, e.g. "your events". */
  what: string;
  retry: () => void;
  /** Hold a screen's height while loading (see Loading). */
  reserve?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (entry?.status === 'failed' && entry.error) {
    return <LoadError error={entry.error} what={what} onRetry={retry} />;
  }
  if (!entry || (entry.status !== 'succeeded' && entry.data === null)) {
    return <Loading label={`Loading ${what}…`} reserve={reserve} />;
  }
  return children(entry.data as T);
}
