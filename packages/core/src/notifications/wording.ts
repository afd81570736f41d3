/** The zone every date in a message is written in: Fundax serves Albuquerque and Rio Rancho. */
export const MESSAGE_TIME_ZONE = 'America/Denver';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1250 -> "$12.50"; whole dollars keep their cents ("$40.00"), as a statement would. */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: MESSAGE_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const dayOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: MESSAGE_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Sat, Dec 5, 2026, 6:00 PM MST": Mountain Time, with the zone shown. */
export function formatMountainDateTime(at: Date): string {
  return dateTime.format(at);
}

/** "December 5, 2026" on Mountain Time (a payment's or a record's day). */
export function formatMountainDay(at: Date): string {
  return dayOnly.format(at);
}

/** The Mountain Time calendar day of an instant as YYYY-MM-DD (one email digest per day). */
export function mountainDayKey(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MESSAGE_TIME_ZONE }).format(at);
}

/** "850 m" under a kilometre, else "3.2 km" (one decimal). */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m` : `${km.toFixed(1)} km`;
}

/** A person's or a reviewer's words quoted inside a sentence, trimmed to end with a stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
