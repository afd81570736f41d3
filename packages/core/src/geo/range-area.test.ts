import { describe, expect, it } from 'vitest';

import { coverCircle } from './covering';
import { POSITION_END, positionOf } from './geohash-cells';
import { encodeGeohash } from './geohash';
import { areaWithinKm2 } from './range-area';

const ALBUQUERQUE: [number, number] = [35.0844, -106.6504];

describe('areaWithinKm2', () => {
  it('is about the area of the circle for the whole world', () => {
    for (const radiusKm of [0.5, 5, 40]) {
      const area = areaWithinKm2(ALBUQUERQUE, { start: 0, end: POSITION_END }, radiusKm);
      expect(area / (Math.PI * radiusKm ** 2)).toBeGreaterThan(0.95);
      expect(area / (Math.PI * radiusKm ** 2)).toBeLessThan(1.05);
    }
  });

  it('adds up over the ranges of a covering', () => {
    const radiusKm = 3;
    const total = coverCircle(ALBUQUERQUE, radiusKm, { maxRanges: 8 }).reduce(
      (sum, range) => sum + areaWithinKm2(ALBUQUERQUE, range, radiusKm),
      0,
    );
    expect(total / (Math.PI * radiusKm ** 2)).toBeGreaterThan(0.95);
    expect(total / (Math.PI * radiusKm ** 2)).toBeLessThan(1.05);
  });

  it('is zero for a range that stays out of the circle, and small for a thin one', () => {
    const far = positionOf(encodeGeohash([-33.9, 151.2]));
    expect(areaWithinKm2(ALBUQUERQUE, { start: far, end: far + 1000 }, 50)).toBe(0);
    const here = positionOf(encodeGeohash(ALBUQUERQUE));
    const thin = areaWithinKm2(ALBUQUERQUE, { start: here, end: here + 1 }, 1);
    expect(thin).toBeGreaterThan(0);
    expect(thin).toBeLessThan(1e-5);
  });

  it('stays finite around a pole, where the rim would need too many cells', () => {
    // Coarse rim cells count half there: an overestimate, but a finite, positive one.
    const area = areaWithinKm2([89.999, 10], { start: 0, end: POSITION_END }, 1);
    expect(area).toBeGreaterThan(Math.PI * 0.8);
    expect(Number.isFinite(area)).toBe(true);
  });
});
