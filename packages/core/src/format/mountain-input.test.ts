import { describe, expect, it } from 'vitest';

import { mountainInstant } from './mountain-input';
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
