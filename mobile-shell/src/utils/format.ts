// Formatting with the browser's own Intl (no date library in this small app). Dates and times
// are on Mountain Time: Fundax events happen in Albuquerque and Rio Rancho.

const ZONE = 'America/Denver';

const cardWhen = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Sat, Dec 5, 6:00 PM MST". */
export function formatWhen(iso: string): string {
  return cardWhen.format(new Date(iso));
}

const day = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Dec 5, 2026". */
export function formatDay(value: string | Date): string {
  return day.format(typeof value === 'string' ? new Date(value) : value);
}

/** "350 m", "1.2 km (0.7 mi)", "12 km (7 mi)", as on the web site. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const one = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
  return `${one(km)} km (${one(km * 0.621371)} mi)`;
}

/** Where the web site is (event pages, the full portal), when the build names it. */
export function webUrl(
  path: string,
  env: Record<string, unknown> = import.meta.env,
): string | null {
  const base = env.VITE_WEB_URL;
  return typeof base === 'string' && /^https?:\/\//.test(base)
    ? `${base.replace(/\/$/, '')}${path}`
    : null;
}
