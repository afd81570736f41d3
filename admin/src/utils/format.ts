/** Fundax runs in Albuquerque and Rio Rancho: times are shown on Mountain Time. */
const ZONE = 'America/Denver';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, dateStyle: 'medium' });

/** "Mar 3, 2026, 5:00 PM" (Mountain Time) from an ISO string. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Mar 3, 2026" (Mountain Time) from an ISO string. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** An application's submitDate (seconds since the epoch, docs/product.md §3.6) as a date. */
export function formatSeconds(seconds: number): string {
  return dateOnly.format(new Date(seconds * 1000));
}

/** "12 min" / "1 h 5 min" for a video's duration in seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
