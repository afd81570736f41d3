import { z } from '../zod';

/** HH:mm on the 24-hour clock, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** YYYY-MM-DD; whether the day exists is checked separately (isCalendarDate). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const timeSchema = z
  .string({ error: 'Enter a time.' })
  .check(z.trim(), z.regex(TIME_PATTERN, 'Enter a time like 18:30 (24-hour clock).'));

/** True when a YYYY-MM-DD string names a day that exists (no 2026-02-30, no month 13). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // Date.UTC maps years 0-99 to 1900-1999, so such years fail the comparison too.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const dateSchema = z
  .string({ error: 'Enter a date.' })
  .check(
    z.trim(),
    z.regex(DATE_PATTERN, 'Enter a date like 2026-12-05.'),
    z.refine(isCalendarDate, 'That date does not exist.'),
  );

/**
 * A date field and a time field, read in the runtime's own time zone (the person's, in a
 * browser), as the ISO 8601 instant callables take. Throws on input the two schemas reject.
 */
export function isoFromLocalDateAndTime(date: string, time: string): string {
  const instant = new Date(`${dateSchema.parse(date)}T${timeSchema.parse(time)}:00`);
  return instant.toISOString();
}
