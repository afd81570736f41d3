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
