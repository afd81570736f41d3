import { describe, expect, it } from 'vitest';

import { timeAgo } from './time-ago';

// 10:00 AM MST on Wednesday, December 2, 2026.
const now = new Date('2026-12-02T17:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('timeAgo', () => {
  it('says how long ago in minutes and hours, in the singular when one', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(timeAgo(before(HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('counts days on Mountain Time: yesterday, then days, then the date', () => {
    // 11:00 PM MST on Monday, Nov 30: two calendar days back in Albuquerque (Dec 1 in UTC).
    expect(timeAgo('2026-12-01T06:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('2026-12-01T08:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-26T17:00:00Z', now)).toBe('6 days ago');
    expect(timeAgo('2026-11-25T17:00:00Z', now)).toBe('Nov 25, 2026');
  });

  it('reads a time ahead of the device’s clock as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
  });
});
