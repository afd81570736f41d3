import { describe, expect, it } from 'vitest';

import { formatCents, formatSignedCents, goalPercent } from './money';

describe('formatCents', () => {
  it('writes cents as dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('refuses what is not whole, non-negative cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(-1)).toThrow(/non-negative cents/);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('goalPercent', () => {
  it('rounds down, so a goal shows as reached only when it is', () => {
    expect(goalPercent(99_600, 100_000)).toBe(99);
    expect(goalPercent(100_000, 100_000)).toBe(100);
    expect(goalPercent(0, 100_000)).toBe(0);
  });

  it('caps at 100, and counts a goal of nothing as reached', () => {
    expect(goalPercent(250_000, 100_000)).toBe(100);
    expect(goalPercent(10, 0)).toBe(100);
  });
});

describe('formatSignedCents', () => {
  it('writes a negative amount with a minus sign, others as formatCents does', () => {
    expect(formatSignedCents(-1_250)).toBe('−$12.50');
    expect(formatSignedCents(0)).toBe('$0.00');
    expect(formatSignedCents(61_250)).toBe('$612.50');
    expect(() => formatSignedCents(1.5)).toThrow(RangeError);
  });
});
