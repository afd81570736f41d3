import { describe, expect, it } from 'vitest';

import { POSITION_END, positionOf } from './geohash-cells';
import { encodeGeohash } from './geohash';
import { densityNearCenter, radiusFor } from './radius-guess';

const KM_PER_DEGREE = 111.32;
const CENTER: [number, number] = [35.0844, -106.6504];

describe('radiusFor', () => {
  it('is the radius of the circle holding the count at the density', () => {
    expect(radiusFor(100, 100 / (Math.PI * 4))).toBeCloseTo(2, 10);
    expect(radiusFor(50, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('densityNearCenter', () => {
  /** Points on a square grid `stepKm` apart around the centre: 1 / stepKm² per km². */
  const grid = (stepKm: number, half: number) => {
    const points: { lat: number; lng: number }[] = [];
    const kmPerLng = KM_PER_DEGREE * Math.cos((CENTER[0] * Math.PI) / 180);
    for (let i = -half; i <= half; i++) {
      for (let j = -half; j <= half; j++) {
        points.push({
          lat: CENTER[0] + (i * stepKm) / KM_PER_DEGREE,
          lng: CENTER[1] + (j * stepKm) / kmPerLng,
        });
      }
    }
    return points;
  };

  it('measures an even spread over the whole world', () => {
    const density = densityNearCenter(CENTER, grid(0.1, 10), { start: 0, end: POSITION_END });
    // 100 per km²; the nearest three quarters over the disc as far as they reach.
    expect(density).toBeGreaterThan(70);
    expect(density).toBeLessThan(130);
  });

  it('is zero without matches and Infinity when the stretch holds no area near them', () => {
    expect(densityNearCenter(CENTER, [], { start: 0, end: POSITION_END })).toBe(0);
    const far = positionOf(encodeGeohash([-33.9, 151.2]));
    const point = { lat: CENTER[0] + 0.001, lng: CENTER[1] };
    expect(densityNearCenter(CENTER, [point], { start: far, end: far + 1 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
