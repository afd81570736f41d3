import { describe, expect, it } from 'vitest';

import { mountainDateAndTime, mountainInstant } from './mountain-input';

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

  it('refuses what the core date and time fields refuse', () => {
    expect(() => mountainInstant('2026-02-30', '18:00')).toThrow(/does not exist/);
    expect(() => mountainInstant('2026-12-05', '6 pm')).toThrow(/24-hour/);
  });
});

describe('mountainDateAndTime', () => {
  it('fills the fields back from an instant, whatever zone it was written in', () => {
    expect(mountainDateAndTime('2026-12-06T01:00:00.000Z')).toEqual({
      date: '2026-12-05',
      time: '18:00',
    });
    expect(mountainDateAndTime(mountainInstant('2026-07-04', '09:30'))).toEqual({
      date: '2026-07-04',
      time: '09:30',
    });
  });
});
