import { dateSchema, timeSchema } from '../fields/date-time';
import { mountainDateAndTime, mountainOffsetMinutes, mountainWallInstant } from './mountain-time';

// Kept apart from mountain-time: this one validates with the zod field schemas, and the display
// formatting is imported by pages that should not load zod for it.

/** "-07:00" for -420 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * A date field and a time field read on Mountain Time, as the ISO 8601 instant with its offset
 * that the callables take: ("2026-12-05", "18:00") -> "2026-12-05T18:00:00.000-07:00". Events
 * happen in Albuquerque, so an organiser planning from another time zone still enters the time
 * printed on the flyer (isoFromLocalDateAndTime reads the device's zone instead).
 * A wall time skipped by the spring change moves forward an hour, as clocks do; one the autumn
 * change repeats is its first occurrence (daylight time). Throws on input the date and time
 * schemas reject.
 */
export function mountainInstant(date: string, time: string): string {
  const instant = mountainWallInstant(dateSchema.parse(date), timeSchema.parse(time));
  const shown = mountainDateAndTime(instant);
  return `${shown.date}T${shown.time}:00.000${offsetText(mountainOffsetMinutes(instant))}`;
}
