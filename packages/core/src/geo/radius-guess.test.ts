import { describe, expect, it } from 'vitest';

import { CellCounts } from './cell-counts';
import { POSITION_END, positionOf } from './geohash-cells';
import { encodeGeohash } from './geohash';
import { ReachGuess, densityNearCenter, radiusFor } from './radius-guess';

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

describe('ReachGuess', () => {
  /** Matches found at these distances from the centre. */
  const found = (...distances: number[]) => ({
    countWithin: (km: number) => distances.filter((distance) => distance <= km).length,
  });
  /** `count` matches, all at `km`. */
  const many = (count: number, km: number) => Array.from({ length: count }, () => km);
  const whole = { start: 0, end: POSITION_END };
  const settings = { center: CENTER, radiusKm: 25, limit: 50 };
  /** A guess from a first page that found nothing: no density, so the whole radius. */
  const blank = (radiusKm = 25) => ReachGuess.fromFirstPage({ ...settings, radiusKm }, [], whole);
  const unbounded = Number.POSITIVE_INFINITY;

  it('starts from the counts: the radius they say holds the limit, plus 5%', () => {
    // 50 documents in the count cell (about 1.2 × 0.6 km) holding the centre.
    const cell = encodeGeohash(CENTER).slice(0, 6);
    const counts = new CellCounts([{ shard: cell.slice(0, 3), counts: { [cell]: 50 } }]);
    const held = counts.radiusHolding(CENTER, 50, 25);
    expect(held).toBeGreaterThan(0.3);
    expect(held).toBeLessThan(2);
    expect(ReachGuess.fromCounts(settings, counts).planKm(unbounded)).toBe(held * 1.05);
  });

  it('starts from the first page: the radius its density says holds the limit, plus 10%', () => {
    const points = [0.001, 0.002, 0.003, 0.004].map((north) => ({
      lat: CENTER[0] + north,
      lng: CENTER[1],
    }));
    const expected = radiusFor(50, densityNearCenter(CENTER, points, whole)) * 1.1;
    expect(expected).toBeLessThan(25);
    expect(ReachGuess.fromFirstPage(settings, points, whole).planKm(unbounded)).toBe(expected);
    expect(blank().planKm(unbounded)).toBe(25);
  });

  it('plans the whole radius near it, at least a metre, and never past the bound', () => {
    // 10 matches within 1 km: the limit of 50 needs sqrt(5) km, plus 10%: 2.46 km.
    const guess = blank();
    guess.readTo(1, found(...many(10, 0)));
    expect(guess.planKm(unbounded)).toBeCloseTo(Math.sqrt(5) * 1.1, 12);
    expect(guess.planKm(2)).toBe(2);
    // 2.46 km is over 90% of a 2.7 km radius: the whole radius.
    const near = blank(2.7);
    near.readTo(1, found(...many(10, 0)));
    expect(near.planKm(unbounded)).toBe(2.7);
    // A guess of next to nothing still plans a metre.
    const tiny = blank();
    tiny.readTo(1e-9, found(...many(10, 0)));
    expect(tiny.planKm(unbounded)).toBe(0.001);
  });

  it('is corrected by the matches read once ten of them are settled', () => {
    const guess = blank();
    guess.readTo(1, found(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9));
    expect(guess.planKm(unbounded)).toBe(25);
    guess.readTo(2, found(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.5));
    // 10 within 2 km: density 10 / 4π; the limit of 50 needs sqrt(20) km, plus 10%.
    expect(guess.planKm(unbounded)).toBeCloseTo(Math.sqrt(20) * 1.1, 12);
    // The frontier never moves inwards: what lies within 2 km is counted still.
    guess.readTo(0.5, found(...many(40, 1.9)));
    expect(guess.planKm(unbounded)).toBeCloseTo(Math.sqrt(5) * 1.1, 12);
  });

  it('never plans inside what is already read', () => {
    const guess = blank();
    // 40 matches within 3 km: sqrt(50 / (40 / 9π) / π) km, plus 10%: 3.69 km.
    guess.readTo(3, found(...many(40, 0.5)));
    expect(guess.planKm(unbounded)).toBeCloseTo(Math.sqrt(11.25) * 1.1, 12);
    // With 500 within 3 km the guess is 1.04 km, but 3 km are read: the plan stays there.
    guess.readTo(3, found(...many(500, 0.5)));
    expect(guess.planKm(unbounded)).toBe(3);
  });

  it('widens a circle read in full from the matches in its last ring', () => {
    const guess = blank();
    guess.readTo(1, found(...many(10, 0.5)));
    // Read to 2 km: 10 within 1 km and 10 more in the ring out to 2 km (3π km²). The 30
    // missing, at 10 / 3π per km², need 9π km² more: sqrt(4 + 9) km, plus 10%.
    guess.widen(2, found(...many(10, 0.5), ...many(10, 1.5)));
    expect(guess.planKm(unbounded)).toBeCloseTo(Math.sqrt(13) * 1.1, 12);
  });

  it('doubles a circle whose last ring held almost nothing, and grows at least a fifth', () => {
    const sparse = blank();
    sparse.readTo(1, found(...many(10, 0.5)));
    sparse.widen(2, found(...many(10, 0.5), 1.5, 1.6));
    expect(sparse.planKm(unbounded)).toBe(4);
    const dense = blank();
    dense.readTo(1, found(...many(10, 0.5)));
    // 49 in the ring out to 2 km: the one missing lies just past 2 km (2.22 with the margin);
    // the least growth, a fifth, wins.
    dense.widen(2, found(...many(49, 1.5)));
    expect(dense.planKm(unbounded)).toBe(2.4);
  });
});
