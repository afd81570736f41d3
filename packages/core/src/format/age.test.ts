import { describe, expect, it } from 'vitest';

import { formatAge } from './age';

const NOW = new Date('2026-12-01T18:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('formatAge', () => {
  it('says how old a copy is in whole units, rounded down', () => {
    expect(formatAge(ago(0), NOW)).toBe('just now');
    expect(formatAge(ago(59_999), NOW)).toBe('just now');
    expect(formatAge(ago(60_000), NOW)).toBe('1 minute ago');
    expect(formatAge(ago(10 * 60_000 + 59_000), NOW)).toBe('10 minutes ago');
    expect(formatAge(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(formatAge(ago(23 * 3_600_000 + 3_599_000), NOW)).toBe('23 hours ago');
    expect(formatAge(ago(24 * 3_600_000), NOW)).toBe('yesterday');
    expect(formatAge(ago(3 * 24 * 3_600_000), NOW)).toBe('3 days ago');
  });

  it('takes ISO strings, and reads a time slightly ahead as just now', () => {
    expect(formatAge('2026-12-01T17:50:00.000Z', NOW)).toBe('10 minutes ago');
    expect(formatAge(new Date(NOW.getTime() + 5_000), NOW)).toBe('just now');
  });

  it('refuses what is not a date', () => {
    expect(() => formatAge('not a date', NOW)).toThrow(RangeError);
  });
});
