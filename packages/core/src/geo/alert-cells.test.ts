import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ALERT_MAX_DEPTH,
  ALERT_MIN_DEPTH,
  ARRAY_CONTAINS_ANY_MAX,
  alertCells,
  alertLookupTokens,
  cellToken,
} from './alert-cells';
import { distanceKm, encodeGeohash } from './geohash';
import type { Location } from './validation';

const KM_PER_DEGREE = 111.32;
const ABQ: Location = [35.0844, -106.6504];

/** The point `km` from `center` in the direction `bearing` (radians), on a flat local map. */
function offset([lat, lng]: Location, km: number, bearing: number): Location {
  return [
    lat + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  ];
}

const matches = (cells: string[], point: Location) => {
  const stored = new Set(cells);
  return alertLookupTokens(encodeGeohash(point)).some((token) => stored.has(token));
};

describe('alert cells', () => {
  it('look up with one value per allowed depth: what one array-contains-any takes', () => {
    const tokens = alertLookupTokens(encodeGeohash(ABQ));
    expect(ALERT_MAX_DEPTH - ALERT_MIN_DEPTH + 1).toBe(ARRAY_CONTAINS_ANY_MAX);
    expect(tokens).toHaveLength(ARRAY_CONTAINS_ANY_MAX);
    expect(tokens[0]).toMatch(/^16:/);
    expect(tokens.at(-1)).toMatch(/^45:/);
    expect(cellToken({ depth: 20, index: 35 })).toBe('20:z');
  });

  it('store a modest number of cells, all at allowed depths', () => {
    for (const radiusKm of [1, 5, 25, 50]) {
      const cells = alertCells(ABQ, radiusKm);
      expect(cells.length).toBeGreaterThan(10);
      expect(cells.length).toBeLessThan(400);
      for (const cell of cells) {
        const depth = Number(cell.split(':')[0]);
        expect(depth).toBeGreaterThanOrEqual(ALERT_MIN_DEPTH);
        expect(depth).toBeLessThanOrEqual(ALERT_MAX_DEPTH);
      }
    }
  });

  it('find every point inside the circle (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        (radiusKm, share, bearing, shift) => {
          const center: Location = [ABQ[0] + shift, ABQ[1] - shift];
          const cells = alertCells(center, radiusKm);
          const point = offset(center, radiusKm * share, bearing);
          // The flat offset can land a hair outside the true circle near its rim.
          fc.pre(distanceKm(center, point) <= radiusKm);
          expect(matches(cells, point)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('miss points well outside the circle', () => {
    const cells = alertCells(ABQ, 10);
    for (let bearing = 0; bearing < 2 * Math.PI; bearing += Math.PI / 8) {
      expect(matches(cells, offset(ABQ, 12, bearing))).toBe(false);
      expect(matches(cells, offset(ABQ, 9.5, bearing))).toBe(true);
    }
    expect(matches(cells, [40.7128, -74.006])).toBe(false);
  });

  it('stays a covering past the product’s limits: 10 m, near a pole, wider than 50 km', () => {
    const tiny = alertCells(ABQ, 0.002);
    const depths = tiny.map((cell) => Number(cell.split(':')[0]));
    expect(Math.max(...depths)).toBe(ALERT_MAX_DEPTH);
    expect(matches(tiny, ABQ)).toBe(true);
    const polar: Location = [89.95, 10];
    const fine = alertCells(polar, 1);
    expect(fine.every((cell) => Number(cell.split(':')[0]) <= ALERT_MAX_DEPTH)).toBe(true);
    expect(matches(fine, polar)).toBe(true);
    expect(matches(fine, offset(polar, 0.9, 1))).toBe(true);
    const wide = alertCells(ABQ, 300);
    expect(wide.some((cell) => cell.startsWith(`${ALERT_MIN_DEPTH}:`))).toBe(true);
    expect(matches(wide, offset(ABQ, 250, 2))).toBe(true);
  });
});
