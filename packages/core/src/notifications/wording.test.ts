import { describe, expect, it } from 'vitest';

import {
  formatDistance,
  formatDollars,
  formatMountainDateTime,
  formatMountainDay,
  mountainDayKey,
  sentence,
} from './wording';

describe('message wording', () => {
  it('writes money in dollars with cents', () => {
    expect(formatDollars(61_250)).toBe('$612.50');
    expect(formatDollars(4_000)).toBe('$40.00');
    expect(formatDollars(1_234_567_89)).toBe('$1,234,567.89');
  });

  it('writes times on Mountain Time, winter and summer, with the zone', () => {
    expect(formatMountainDateTime(new Date('2026-12-05T01:00:00Z'))).toBe(
      'Fri, Dec 4, 2026, 6:00 PM MST',
    );
    expect(formatMountainDateTime(new Date('2026-07-04T02:30:00Z'))).toBe(
      'Fri, Jul 3, 2026, 8:30 PM MDT',
    );
    expect(formatMountainDay(new Date('2026-12-09T05:30:00Z'))).toBe('December 8, 2026');
    expect(mountainDayKey(new Date('2026-12-09T05:30:00Z'))).toBe('2026-12-08');
    expect(mountainDayKey(new Date('2026-12-09T07:30:00Z'))).toBe('2026-12-09');
  });

  it('writes distances in metres under a kilometre', () => {
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.847)).toBe('850 m');
    expect(formatDistance(2.44)).toBe('2.4 km');
  });

  it('ends quoted words with a full stop unless they have one', () => {
    expect(sentence(' Closed that night ')).toBe('Closed that night.');
    expect(sentence('Why?')).toBe('Why?');
    expect(sentence('He said "no."')).toBe('He said "no."');
  });
});
