import { describe, expect, it } from 'vitest';

import { formatDistance, radiusLabel } from './distance';

describe('distances', () => {
  it('reads short distances in metres and longer ones in km and miles', () => {
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.354)).toBe('350 m');
    expect(formatDistance(1.234)).toBe('1.2 km (0.8 mi)');
    expect(formatDistance(23.6)).toBe('24 km (15 mi)');
  });

  it('labels the radius choices', () => {
    expect(radiusLabel(25)).toBe('25 km (16 mi)');
  });
});
