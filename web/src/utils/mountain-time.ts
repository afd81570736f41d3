import { tz, tzName } from '@date-fns/tz';
import { format, isSameDay } from 'date-fns';

/**
 * Fundax serves Albuquerque and Rio Rancho, so every date and time is shown on Mountain Time,
 * whatever the visitor's device is set to (someone planning from out of town still sees the
 * time printed on the flyer).
 */
export const FUNDAX_TIME_ZONE = 'America/Denver';

const mountain = { in: tz(FUNDAX_TIME_ZONE) };

type Instant = Date | string;
const toDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);

/** "MST" in winter, "MDT" in summer. */
export function zoneAbbreviation(value: Instant): string {
  return tzName(FUNDAX_TIME_ZONE, toDate(value), 'short');
}

/** "Saturday, December 5, 2026". */
export function formatLongDay(value: Instant): string {
  return format(toDate(value), 'EEEE, MMMM d, yyyy', mountain);
}

/** "Dec 5, 2026". */
export function formatShortDay(value: Instant): string {
  return format(toDate(value), 'MMM d, yyyy', mountain);
}

/** "6:00 PM". */
export function formatTime(value: Instant): string {
  return format(toDate(value), 'h:mm a', mountain);
}

/**
 * When an event happens, in one line: "Saturday, December 5, 2026, 6:00 PM – 9:00 PM MST", or
 * with both days when it runs past midnight: "Sat, Dec 5, 2026, 8:00 PM – Sun, Dec 6, 2026,
 * 1:00 AM MST". The zone is the end's (a DST switch at 2 AM lands inside an event rarely).
 */
export function formatEventWhen(startValue: Instant, endValue: Instant): string {
  const start = toDate(startValue);
  const end = toDate(endValue);
  const zone = zoneAbbreviation(end);
  if (isSameDay(start, end, mountain)) {
    return `${formatLongDay(start)}, ${formatTime(start)} – ${formatTime(end)} ${zone}`;
  }
  const day = (date: Date) => format(date, 'EEE, MMM d, yyyy', mountain);
  return `${day(start)}, ${formatTime(start)} – ${day(end)}, ${formatTime(end)} ${zone}`;
}

/** For cards: "Sat, Dec 5 · 6:00 PM MST". */
export function formatCardWhen(value: Instant): string {
  const date = toDate(value);
  return `${format(date, 'EEE, MMM d', mountain)} · ${formatTime(date)} ${zoneAbbreviation(date)}`;
}
