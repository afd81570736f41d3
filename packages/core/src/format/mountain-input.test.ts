import { describe, expect, it } from 'vitest';

import {
  mountainDaysRange,
  mountainInstant,
  mountainToday,
  nextCalendarDay,
} from './mountain-input';
import { mountainDateAndTime } from './mountain-time';

describe('mountainInstant', () => {
  it('reads the fields on Mountain Time, standard and daylight', () => {
    expect(mountainInstant('2026-12-05', '18:00')).toBe('2026-12-05T18:00:00.000-07:00');
    expect(mountainInstant('2026-07-04', '09:30')).toBe('2026-07-04T09:30:00.000-06:00');
    expect(Date.parse(mountainInstant('2026-12-05', '18:00'))).toBe(
      Date.parse('2026-12-06T01:00:00Z'),
    );
  });

  it('moves a wall time the spring change skips forward, as clocks do', () => {
    expect(mountainInstant('2026-03-08', '02:30')).toBe('2026-03-08T03:30:00.000-06:00');
  });

  it('reads a wall time the autumn change repeats as its first occurrence', () => {
    expect(mountainInstant('2026-11-01', '01:30')).toBe('2026-11-01T01:30:00.000-06:00');
    expect(mountainInstant('2026-11-01', '02:30')).toBe('2026-11-01T02:30:00.000-07:00');
  });

  it('round-trips with mountainDateAndTime', () => {
    expect(mountainDateAndTime(mountainInstant('2026-07-04', '09:30'))).toEqual({
      date: '2026-07-04',
      time: '09:30',
    });
  });

  it('refuses what the core date and time fields refuse', () => {
    expect(() => mountainInstant('2026-02-30', '18:00')).toThrow(/does not exist/);
    expect(() => mountainInstant('2026-12-05', '6 pm')).toThrow(/24-hour/);
  });
});

describe('mountainDaysRange', () => {
  const hours = (range: { from: string; to: string }) =>
    (Date.parse(range.to) - Date.parse(range.from)) / 3_600_000;

  it('spans Albuquerque days, so an evening entry stays on its Mountain day', () => {
    const march = mountainDaysRange('2026-03-01', '2026-03-31');
    expect(march).toEqual({
      from: '2026-03-01T00:00:00.000-07:00',
      to: '2026-04-01T00:00:00.000-06:00',
    });
    // 9 PM on March 31 in Albuquerque is 03:00 UTC on April 1: it is March's.
    const evening = Date.parse('2026-04-01T03:00:00Z');
    expect(evening).toBeGreaterThanOrEqual(Date.parse(march.from));
    expect(evening).toBeLessThan(Date.parse(march.to));
    // And not April's.
    expect(evening).toBeLessThan(Date.parse(mountainDaysRange('2026-04-01', '2026-04-30').from));
  });

  it('gives the spring change day 23 hours and the autumn change day 25', () => {
    expect(hours(mountainDaysRange('2026-03-08', '2026-03-08'))).toBe(23);
    expect(hours(mountainDaysRange('2026-11-01', '2026-11-01'))).toBe(25);
    expect(hours(mountainDaysRange('2026-03-07', '2026-03-07'))).toBe(24);
    // A week across the spring change: 7 days less the skipped hour.
    expect(hours(mountainDaysRange('2026-03-05', '2026-03-11'))).toBe(7 * 24 - 1);
  });

  it('ends a period at the next midnight across months and years', () => {
    expect(mountainDaysRange('2026-12-31', '2026-12-31').to).toBe('2027-01-01T00:00:00.000-07:00');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
    expect(() => nextCalendarDay('2026-02-30')).toThrow();
  });
});

describe('mountainToday', () => {
  it('is the Albuquerque calendar day, not the UTC one', () => {
    expect(mountainToday(new Date('2026-04-01T03:00:00Z'))).toBe('2026-03-31');
    expect(mountainToday(new Date('2026-04-01T07:00:00Z'))).toBe('2026-04-01');
  });
});
