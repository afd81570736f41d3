import { TZDate, tz } from '@date-fns/tz';
import { dateSchema, timeSchema } from '@fundax/core';
import { format } from 'date-fns';

import { FUNDAX_TIME_ZONE } from '../../../utils/mountain-time';

/**
 * A date field and a time field read on Mountain Time, as the ISO 8601 instant with its offset
 * that the callables take: ("2026-12-05", "18:00") -> "2026-12-05T18:00:00.000-07:00". Events
 * happen in Albuquerque, so an organiser planning from another time zone still enters the time
 * printed on the flyer (core's isoFromLocalDateAndTime would read the device's zone instead).
 * A wall time skipped by the spring DST change moves forward an hour, as clocks do.
 * Throws on input the core date and time schemas reject.
 */
export function mountainInstant(date: string, time: string): string {
  const [year, month, day] = dateSchema.parse(date).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [hours, minutes] = timeSchema.parse(time).split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, 0, FUNDAX_TIME_ZONE).toISOString();
}

/** The other way, to fill an edit form: an instant as Mountain Time date and time fields. */
export function mountainDateAndTime(instant: string | Date): { date: string; time: string } {
  const value = typeof instant === 'string' ? new Date(instant) : instant;
  const inMountain = { in: tz(FUNDAX_TIME_ZONE) };
  return {
    date: format(value, 'yyyy-MM-dd', inMountain),
    time: format(value, 'HH:mm', inMountain),
  };
}
