import { describe, expect, it } from 'vitest';

import {
  formatCardWhen,
  formatEventWhen,
  formatLongDay,
  formatShortDay,
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
  });
});
