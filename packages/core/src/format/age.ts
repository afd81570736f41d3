// How old a copy of something is, in words ("10 minutes ago"), with the runtime's Intl.

// Made on first use, as in money.ts: creating a formatter loads locale data, costly on a phone.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `then` was, as a person says it: "just now" under a minute, then "10 minutes
 * ago", "1 hour ago", "yesterday", "3 days ago" (whole units, rounded down). A time a little in
 * the future (another device's clock) reads "just now".
 */
export function formatAge(then: Date | string, now: Date): string {
  const ms = now.getTime() - new Date(then).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${String(then)}.`);
  if (ms < MINUTE_MS) return 'just now';
  if (ms < HOUR_MS) return relative().format(-Math.floor(ms / MINUTE_MS), 'minute');
  if (ms < DAY_MS) return relative().format(-Math.floor(ms / HOUR_MS), 'hour');
  return relative().format(-Math.floor(ms / DAY_MS), 'day');
}
