import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { maxDistanceKm, minDistanceKm } from './box-distance';
import type { LatLngBox } from './geohash-cells';
import { distanceKm } from './geohash';

const point = fc.tuple(
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.double({ min: -180, max: 180, noNaN: true }),
);
/** Boxes from tiny to continent-sized, anywhere (never across the antimeridian, like cells). */
const box = fc
  .tuple(
    fc.double({ min: -90, max: 90, noNaN: true }),
    fc.double({ min: -180, max: 180, noNaN: true }),
    fc.double({ min: 0, max: 40, noNaN: true }),
    fc.double({ min: 0, max: 40, noNaN: true }),
  )
  .map(([south, west, height, width]): LatLngBox => ({
    south,
    north: Math.min(90, south + height),
    west,
    east: Math.min(180, west + width),
  }));
const share = fc.double({ min: 0, max: 1, noNaN: true });

describe('distance from a point to a box', () => {
  it('is a lower bound: no point of the box is nearer', () => {
    fc.assert(
      fc.property(point, box, share, share, ([lat, lng], b, u, v) => {
        const inside: [number, number] = [
          b.south + u * (b.north - b.south),
          b.west + v * (b.east - b.west),
        ];
        expect(minDistanceKm([lat, lng], b)).toBeLessThanOrEqual(distanceKm([lat, lng], inside));
      }),
      { numRuns: 2000 },
    );
  });

  it('is an upper bound the other way, or gives up (Infinity)', () => {
    fc.assert(
      fc.property(point, box, share, share, ([lat, lng], b, u, v) => {
        const inside: [number, number] = [
          b.south + u * (b.north - b.south),
          b.west + v * (b.east - b.west),
        ];
        expect(maxDistanceKm([lat, lng], b)).toBeGreaterThanOrEqual(distanceKm([lat, lng], inside));
      }),
      { numRuns: 2000 },
    );
  });

  it('is tight: zero inside, the nearest edge point outside', () => {
    const cell: LatLngBox = { south: 35, north: 35.1, west: -106.7, east: -106.6 };
    expect(minDistanceKm([35.05, -106.65], cell)).toBe(0);
    // Due south of the box: the nearest point is on its southern edge, same longitude.
    expect(minDistanceKm([34.9, -106.65], cell)).toBeCloseTo(
      distanceKm([34.9, -106.65], [35, -106.65]),
      6,
    );
    // Due west, level with it: the nearest point is on the western edge (the great circle's foot).
    const west = minDistanceKm([35.05, -106.9], cell);
    expect(west).toBeLessThanOrEqual(distanceKm([35.05, -106.9], [35.05, -106.7]));
    expect(west).toBeGreaterThan(distanceKm([35.05, -106.9], [35.05, -106.7]) - 0.01);
    const corners: [number, number][] = [
      [35, -106.7],
      [35, -106.6],
      [35.1, -106.7],
      [35.1, -106.6],
    ];
    const farthest = Math.max(...corners.map((corner) => distanceKm([35.05, -106.65], corner)));
    expect(maxDistanceKm([35.05, -106.65], cell)).toBeCloseTo(farthest, 6);
  });

  it('goes round the antimeridian the short way', () => {
    const east: LatLngBox = { south: -1, north: 1, west: 179, east: 180 };
    expect(minDistanceKm([0, -179.5], east)).toBeLessThan(56);
    expect(minDistanceKm([0, -179.5], east)).toBeGreaterThan(55);
  });

  it('handles boxes more than a quarter of the globe away', () => {
    const far: LatLngBox = { south: 10, north: 20, west: 100, east: 110 };
    const from: [number, number] = [15, -60];
    expect(minDistanceKm(from, far)).toBeLessThanOrEqual(distanceKm(from, [15, 100]));
    expect(maxDistanceKm(from, far)).toBe(Number.POSITIVE_INFINITY);
    expect(maxDistanceKm(from, { south: 0, north: 1, west: -180, east: 0 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
