import { describe, expect, it } from 'vitest';

import {
  addDaysToDate,
  formatCardWhen,
  formatDateTime,
  formatDay,
  formatEventWhen,
  formatFullWhen,
  formatLongDay,
  formatMountainIso,
  formatShortDay,
  formatShortDayWithZone,
  formatTime,
  mountainDateAndTime,
  mountainOffsetMinutes,
  mountainWallInstant,
  mountainWeekday,
  zoneAbbreviation,
} from './mountain-time';

describe('mountain time', () => {
  it('shows an evening event on its Albuquerque date, not the UTC one', () => {
    // 01:00 UTC on Dec 6 is 6 PM on Dec 5 in Albuquerque.
    expect(formatEventWhen('2026-12-06T01:00:00Z', '2026-12-06T04:00:00Z')).toBe(
      'Saturday, December 5, 2026, 6:00 PM – 9:00 PM MST',
    );
  });

  it('uses daylight time in summer', () => {
    expect(zoneAbbreviation('2026-07-04T18:00:00Z')).toBe('MDT');
    expect(formatCardWhen('2026-07-04T18:00:00Z')).toBe('Sat, Jul 4 · 12:00 PM MDT');
    expect(formatCardWhen('2026-07-05T00:30:00.000Z')).toBe('Sat, Jul 4 · 6:30 PM MDT');
  });

  it('names both days when an event runs past midnight', () => {
    expect(formatEventWhen('2026-12-06T03:00:00Z', '2026-12-06T08:00:00Z')).toBe(
      'Sat, Dec 5, 2026, 8:00 PM – Sun, Dec 6, 2026, 1:00 AM MST',
    );
  });

  it('formats days from Dates and ISO strings alike', () => {
    const instant = new Date('2026-03-01T06:30:00Z');
    expect(formatLongDay(instant)).toBe('Saturday, February 28, 2026');
    expect(formatShortDay(instant.toISOString())).toBe('Feb 28, 2026');
    expect(formatShortDay('2026-09-15T18:00:00Z')).toBe('Sep 15, 2026');
  });

  it('shows times on the 12-hour clock, noon and midnight included', () => {
    expect(formatTime('2026-12-05T19:00:00Z')).toBe('12:00 PM');
    expect(formatTime('2026-12-05T07:05:00Z')).toBe('12:05 AM');
  });

  it('shows a record’s time with its zone (the console’s tables)', () => {
    expect(formatDateTime('2026-03-04T00:00:00Z')).toBe('Mar 3, 2026, 5:00 PM MST');
    expect(formatDateTime(new Date('2026-06-01T16:15:00Z'))).toBe('Jun 1, 2026, 10:15 AM MDT');
  });

  it('fills date and time fields from an instant, whatever zone it was written in', () => {
    expect(mountainDateAndTime('2026-12-06T01:00:00.000Z')).toEqual({
      date: '2026-12-05',
      time: '18:00',
    });
    expect(mountainDateAndTime('2026-07-04T15:30:00.000Z')).toEqual({
      date: '2026-07-04',
      time: '09:30',
    });
    expect(mountainDateAndTime('2026-01-01T06:59:00Z')).toEqual({
      date: '2025-12-31',
      time: '23:59',
    });
  });

  it('knows the offset from UTC, standard and daylight', () => {
    expect(mountainOffsetMinutes('2026-12-05T12:00:00Z')).toBe(-420);
    expect(mountainOffsetMinutes(new Date('2026-07-04T12:00:00Z'))).toBe(-360);
  });
});

describe('mountainWallInstant', () => {
  it('reads a wall time on Mountain Time in winter and in summer', () => {
    expect(mountainWallInstant('2026-12-05', '18:00').toISOString()).toBe(
      '2026-12-06T01:00:00.000Z',
    );
    expect(mountainWallInstant('2027-06-05', '00:00').toISOString()).toBe(
      '2027-06-05T06:00:00.000Z',
    );
  });

  it('moves a time the spring change skips forward, and takes the first of a repeated one', () => {
    expect(mountainWallInstant('2027-03-14', '02:30').toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
    expect(mountainWallInstant('2026-11-01', '01:30').toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDaysToDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('gives the weekday in Albuquerque, not UTC', () => {
    // 03:00 UTC on Sunday Dec 6 is 8 PM on Saturday Dec 5 in Albuquerque.
    expect(mountainWeekday('2026-12-06T03:00:00Z')).toBe(6);
    expect(mountainWeekday('2026-12-06T19:00:00Z')).toBe(0);
  });
});

describe('dates in sentences', () => {
  it('writes a full date and time with the weekday and zone, winter and summer', () => {
    expect(formatFullWhen(new Date('2026-12-05T01:00:00Z'))).toBe('Fri, Dec 4, 2026, 6:00 PM MST');
    expect(formatFullWhen(new Date('2026-07-04T02:30:00Z'))).toBe('Fri, Jul 3, 2026, 8:30 PM MDT');
  });

  it('writes a Mountain Time day, which differs from the UTC day in the evening', () => {
    expect(formatDay(new Date('2026-12-09T05:30:00Z'))).toBe('December 8, 2026');
    expect(mountainDateAndTime(new Date('2026-12-09T05:30:00Z')).date).toBe('2026-12-08');
    expect(mountainDateAndTime(new Date('2026-12-09T07:30:00Z')).date).toBe('2026-12-09');
  });
});

describe('dates in money views and exports', () => {
  it('writes a payment day with its zone, the Albuquerque day', () => {
    expect(formatShortDayWithZone('2026-04-01T03:00:00Z')).toBe('Mar 31, 2026 MDT');
    expect(formatShortDayWithZone('2026-12-10T17:00:00Z')).toBe('Dec 10, 2026 MST');
  });

  it('writes an export timestamp as ISO 8601 on Mountain Time with its offset', () => {
    expect(formatMountainIso('2026-04-01T03:00:05.250Z')).toBe('2026-03-31T21:00:05-06:00');
    expect(formatMountainIso(new Date('2026-12-10T17:00:00Z'))).toBe('2026-12-10T10:00:00-07:00');
    // Read back, it is the same instant (to the second).
    expect(Date.parse(formatMountainIso('2026-11-01T08:30:00Z'))).toBe(
      Date.parse('2026-11-01T08:30:00Z'),
    );
  });
});
