import type { ReactNode } from 'react';

import { LoadError } from '../../../components/ui/load-error';
import { Loading } from '../../../components/ui/loading';
import type { Remote } from '../../../utils/remote-data';

/**
 * A read's three faces: progress until the first copy arrives, the error with a retry, and the
 * data. While a read runs again the last copy stays on screen (forms keep what was typed).
 */
export function Loaded<T>({
  entry,
  what,
  retry,
  children,
}: {
  entry: Remote<T> | undefined;
  /** What is loading, e.g. "your events". */
  what: string;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (entry?.status === 'failed' && entry.error) {
    return <LoadError error={entry.error} what={what} onRetry={retry} />;
  }
  if (!entry || (entry.status === 'loading' && entry.data === null)) {
    return <Loading label={`Loading ${what}…`} />;
  }
  return children(entry.data as T);
}
