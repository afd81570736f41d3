import { dateSchema, timeSchema } from '../fields/date-time';
import {
  mountainDateAndTime,
  mountainOffsetMinutes,
  mountainWallInstant,
  offsetText,
} from './mountain-time';

// Kept apart from mountain-time: this one validates with the zod field schemas, and the display
// formatting is imported by pages that should not load zod for it.

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

/** The calendar day after `day` ("2026-12-31" -> "2027-01-01"). */
export function nextCalendarDay(day: string): string {
  const [year, month, dayOfMonth] = dateSchema.parse(day).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + 1)).toISOString().slice(0, 10);
}

/**
 * The instants a span of Mountain Time calendar days covers, from the first day's midnight to
 * the midnight after the last day (exclusive), as ISO instants with their offsets. A period of
 * Fundax days is Albuquerque days: an entry recorded at 9 PM on March 31 there (03:00 UTC on
 * April 1) belongs to March. A day across a daylight-saving change is 23 or 25 hours long;
 * midnight itself is never skipped or repeated (the clocks change at 2 AM).
 */
export function mountainDaysRange(firstDay: string, lastDay: string): { from: string; to: string } {
  return {
    from: mountainInstant(firstDay, '00:00'),
    to: mountainInstant(nextCalendarDay(lastDay), '00:00'),
  };
}

/** Today's calendar day on Mountain Time, as a date field takes it ("2026-12-05"). */
export function mountainToday(now: Date = new Date()): string {
  return mountainDateAndTime(now).date;
}
