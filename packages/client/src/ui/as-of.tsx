import { formatAge, formatDateTime } from '@fundax/core';
import { useEffect, useState } from 'react';

/** How often the age on screen moves on (it is in minutes at best). */
const TICK_MS = 30_000;

/**
 * The age of a saved copy, "Dashboard as of 10 minutes ago", shown while the device is offline
 * or the page shows what it saved before the fresh read answered. It moves on by itself while it
 * is shown.
 */
export function AsOf({ readAt, what }: { readAt: string; what: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="as-of">
      {what} as of{' '}
      {/* On Mountain Time, as every time Fundax shows, and through core's formatter, which the
          page's other dates made already: toLocaleString set up another one per render, 66 ms
          of the portal dashboard's main thread at 4x CPU slowdown. */}
      <time dateTime={readAt} title={formatDateTime(readAt)}>
        {formatAge(readAt, now)}
      </time>
    </p>
  );
}
