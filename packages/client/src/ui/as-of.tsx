import { formatAge } from '@fundax/core';
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
      <time dateTime={readAt} title={new Date(readAt).toLocaleString('en-US')}>
        {formatAge(readAt, now)}
      </time>
    </p>
  );
}
