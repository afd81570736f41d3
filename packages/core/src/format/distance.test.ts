import { describe, expect, it } from 'vitest';

import { formatDistance, formatPoint, radiusLabel } from './distance';

describe('distances', () => {
  it('reads short distances in metres, to the nearest 10 and at least 10', () => {
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.354)).toBe('350 m');
    expect(formatDistance(0.34)).toBe('340 m');
  });

  it('reads longer ones in km and miles, with a decimal under 10', () => {
    expect(formatDistance(1.234)).toBe('1.2 km (0.8 mi)');
    expect(formatDistance(2.3)).toBe('2.3 km (1.4 mi)');
    expect(formatDistance(23.6)).toBe('24 km (15 mi)');
  });

  it('labels a search radius', () => {
    expect(radiusLabel(25)).toBe('25 km (16 mi)');
    expect(radiusLabel(5)).toBe('5 km (3 mi)');
  });
});

describe('formatPoint', () => {
  it('names the hemisphere instead of a sign, to four decimals', () => {
    expect(formatPoint([35.08443, -106.65039])).toBe('35.0844° N, 106.6504° W');
    expect(formatPoint([-33.8688, 151.2093])).toBe('33.8688° S, 151.2093° E');
    expect(formatPoint([0, 0])).toBe('0.0000° N, 0.0000° E');
  });
});
