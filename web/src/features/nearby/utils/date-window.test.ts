import { describe, expect, it } from 'vitest';

import { dateWindow } from './date-window';

// Wednesday 2026-12-02, 10:00 in Albuquerque (UTC-7).
const wednesday = new Date('2026-12-02T17:00:00Z');

describe('dateWindow', () => {
  it('has no bounds for any date', () => {
    expect(dateWindow('any', wednesday)).toEqual({});
  });

  it('runs from now to the end of the day, on Mountain Time', () => {
    expect(dateWindow('today', wednesday)).toEqual({
      from: '2026-12-02T17:00:00.000Z',
      to: '2026-12-03T06:59:59.999Z',
    });
  });

  it('covers Saturday and Sunday of this week', () => {
    expect(dateWindow('weekend', wednesday)).toEqual({
      from: '2026-12-05T07:00:00.000Z',
      to: '2026-12-07T06:59:59.999Z',
    });
  });

  it('starts now when it is already the weekend', () => {
    const saturdayNoon = new Date('2026-12-05T19:00:00Z');
    expect(dateWindow('weekend', saturdayNoon)).toEqual({
      from: '2026-12-05T19:00:00.000Z',
      to: '2026-12-07T06:59:59.999Z',
    });
    const sundayNoon = new Date('2026-12-06T19:00:00Z');
    expect(dateWindow('weekend', sundayNoon).to).toBe('2026-12-07T06:59:59.999Z');
  });

  it('looks a week or a month ahead', () => {
    expect(dateWindow('week', wednesday).to).toBe('2026-12-10T06:59:59.999Z');
    expect(dateWindow('month', wednesday).to).toBe('2027-01-02T06:59:59.999Z');
  });
});

describe('dateWindow around the clock changes', () => {
  it('ends the day at local midnight on both sides of the spring change', () => {
    // Saturday 2027-03-13, noon MST; clocks go forward at 2 AM on Sunday the 14th.
    const saturday = new Date('2027-03-13T19:00:00Z');
    expect(dateWindow('weekend', saturday)).toEqual({
      from: '2027-03-13T19:00:00.000Z',
      to: '2027-03-15T05:59:59.999Z',
    });
  });

  it('starts the weekend at Saturday midnight in daylight time', () => {
    // Wednesday 2027-06-02, 10:00 MDT (UTC-6).
    expect(dateWindow('weekend', new Date('2027-06-02T16:00:00Z'))).toEqual({
      from: '2027-06-05T06:00:00.000Z',
      to: '2027-06-07T05:59:59.999Z',
    });
  });

  it('looks 30 days ahead across the autumn change', () => {
    // Friday 2026-10-30, 10:00 MDT; clocks go back on Sunday 2026-11-01.
    expect(dateWindow('month', new Date('2026-10-30T16:00:00Z')).to).toBe(
      '2026-11-30T06:59:59.999Z',
    );
  });
});
