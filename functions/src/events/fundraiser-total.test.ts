import { MAX_RAISED_TOTAL_CENTS } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { fundraiserTotal } from './fundraiser-total';

const event = (
  id: string,
  raisedCents: number,
  approved: boolean | null = true,
  cancelled = false,
) => ({
  id,
  raisedCents,
  _status: { approved, cancelled } as never,
});

describe('fundraiserTotal', () => {
  it('sums the events’ results with the reported one as it is now (a correction replaces)', () => {
    const stored = [event('a', 10_000), event('b', 5_000)];
    expect(fundraiserTotal(stored, event('b', 7_500))).toBe(17_500);
    expect(fundraiserTotal(stored, event('c', 1))).toBe(15_001);
    expect(fundraiserTotal(stored)).toBe(15_000);
  });

  it('counts only approved events that were not cancelled', () => {
    const stored = [event('a', 10_000, null), event('b', 5_000, true, true), event('c', 1)];
    expect(fundraiserTotal(stored, event('d', 2))).toBe(3);
  });

  it('holds at the ceiling, so no total can fail the read schema', () => {
    const huge = Array.from({ length: 3 }, (_, i) => event(`e${i}`, Number.MAX_SAFE_INTEGER));
    expect(fundraiserTotal(huge, event('x', 1))).toBe(MAX_RAISED_TOTAL_CENTS);
  });
});
