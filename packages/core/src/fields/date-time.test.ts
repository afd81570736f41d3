import { describe, expect, it } from 'vitest';

import { dateSchema, isCalendarDate, isoFromLocalDateAndTime, timeSchema } from './date-time';

describe('timeSchema (HH:mm, 24-hour)', () => {
  it.each(['00:00', '09:05', '12:30', '18:00', '23:59', ' 07:15 '])('accepts %j', (time) => {
    expect(timeSchema.safeParse(time).success).toBe(true);
  });
  it.each(['24:00', '23:60', '7:15', '07:5', '0715', '07:15:00', '7pm', '12:30 PM', ''])(
    'rejects %j',
    (time) => {
      expect(timeSchema.safeParse(time).error?.issues[0]?.message).toBe(
        'Enter a time like 18:30 (24-hour clock).',
      );
    },
  );
  it('asks for a time when there is none', () => {
    expect(timeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Enter a time.');
  });
});

describe('dateSchema (YYYY-MM-DD, real days)', () => {
  it.each(['2026-12-05', '2026-01-31', '2028-02-29', '2000-02-29', '1999-12-31'])(
    'accepts %s',
    (date) => {
      expect(dateSchema.safeParse(date).success).toBe(true);
    },
  );
  it.each(['2026-02-29', '2100-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10'])(
    'rejects %s: that day does not exist',
    (date) => {
      expect(dateSchema.safeParse(date).error?.issues[0]?.message).toBe(
        'That date does not exist.',
      );
    },
  );
  it.each(['12/05/2026', '2026-12-5', '2026/12/05', '20261205', '2026-12-05T10:00', ''])(
    'rejects %j: wrong pattern',
    (date) => {
      expect(dateSchema.safeParse(date).error?.issues[0]?.message).toBe(
        'Enter a date like 2026-12-05.',
      );
    },
  );
  it('checks the pattern in isCalendarDate too', () => {
    expect(isCalendarDate('2026-12-05')).toBe(true);
    expect(isCalendarDate('Dec 5 2026')).toBe(false);
    expect(isCalendarDate('0050-01-01')).toBe(false);
  });
  it('asks for a date when there is none', () => {
    expect(dateSchema.safeParse(null).error?.issues[0]?.message).toBe('Enter a date.');
  });
});

describe('isoFromLocalDateAndTime', () => {
  it('reads the fields as local time and returns the ISO instant', () => {
    const iso = isoFromLocalDateAndTime('2026-12-05', '18:30');
    expect(iso).toBe(new Date(2026, 11, 5, 18, 30).toISOString());
  });
  it('refuses fields the schemas reject', () => {
    expect(() => isoFromLocalDateAndTime('2026-02-30', '18:30')).toThrow(
      'That date does not exist.',
    );
    expect(() => isoFromLocalDateAndTime('2026-12-05', '25:00')).toThrow('24-hour clock');
  });
});
