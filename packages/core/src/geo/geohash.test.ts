import fc from 'fast-check';
import { BASE32 } from 'geofire-common';
import { describe, expect, it } from 'vitest';

import { decodeGeohash } from './decode-geohash';
import { distanceKm, encodeGeohash, geolocOf, kmToMeters } from './geohash';
import { GEOHASH_ALPHABET, type Location } from './validation';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const location = fc.tuple(latitude, longitude);
const precision = fc.integer({ min: 1, max: 22 });

const ALBUQUERQUE: Location = [35.0844, -106.6504];
const RIO_RANCHO: Location = [35.2328, -106.663];

/** Independent haversine reference (R = 6371 km), written from the formula. */
function haversineKm([lat1, lng1]: Location, [lat2, lng2]: Location): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe('encodeGeohash', () => {
  it('encodes a known point (downtown Albuquerque is 9whp...)', () => {
    expect(encodeGeohash(ALBUQUERQUE)).toHaveLength(10);
    expect(encodeGeohash(ALBUQUERQUE, 4)).toBe('9whp');
    expect(encodeGeohash([22.5, 22.5], 1)).toBe('s');
    // geofire-common puts a point exactly on a split into the lower half: [0, 0] is in '7'.
    expect(encodeGeohash([0, 0], 1)).toBe('7');
    expect(encodeGeohash([-90, -180], 3)).toBe('000');
    expect(encodeGeohash([90, 180], 3)).toBe('zzz');
  });

  it('uses the same alphabet as geofire-common', () => {
    expect(BASE32).toBe(GEOHASH_ALPHABET);
  });

  it('refuses bad locations and precisions', () => {
    expect(() => encodeGeohash([90.0001, 0])).toThrow('Latitude must be between -90 and 90.');
    expect(() => encodeGeohash([0, 0], 0)).toThrow('Geohash precision must be from 1 to 22.');
    expect(() => encodeGeohash([0, 0], 23)).toThrow('Geohash precision must be from 1 to 22.');
  });

  it('accepts a read-only location (such as DEFAULT_CENTER)', () => {
    const frozen = Object.freeze([35.0844, -106.6504] as const);
    expect(encodeGeohash(frozen, 5)).toBe(encodeGeohash([35.0844, -106.6504], 5));
  });

  it('makes each longer hash extend the shorter one (cells nest)', () => {
    fc.assert(
      fc.property(location, precision, (point, p) => {
        expect(encodeGeohash(point, 22).startsWith(encodeGeohash(point, p))).toBe(true);
      }),
    );
  });
});

describe('decodeGeohash', () => {
  it('round-trips: the decoded cell contains the point, at every precision 1..22', () => {
    fc.assert(
      fc.property(location, precision, ([lat, lng], p) => {
        const hash = encodeGeohash([lat, lng], p);
        const { bounds, center } = decodeGeohash(hash);
        expect(lat).toBeGreaterThanOrEqual(bounds.minLat);
        expect(lat).toBeLessThanOrEqual(bounds.maxLat);
        expect(lng).toBeGreaterThanOrEqual(bounds.minLng);
        expect(lng).toBeLessThanOrEqual(bounds.maxLng);
        // The centre lies in the same cell, so it encodes back to the same hash. From precision
        // 19 on, a cell is only a few doubles wide and its centre rounds onto an edge.
        if (p <= 18) expect(encodeGeohash(center, p)).toBe(hash);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for every precision on the edges of the world too', () => {
    const edges: Location[] = [
      [90, 180],
      [-90, -180],
      [90, -180],
      [-90, 180],
      [0, 0],
    ];
    for (const [lat, lng] of edges) {
      for (let p = 1; p <= 22; p++) {
        const { bounds } = decodeGeohash(encodeGeohash([lat, lng], p));
        expect(lat >= bounds.minLat && lat <= bounds.maxLat).toBe(true);
        expect(lng >= bounds.minLng && lng <= bounds.maxLng).toBe(true);
      }
    }
  });

  it('halves the cell with each bit: 5 bits a character, longitude first', () => {
    expect(decodeGeohash('s').bounds).toEqual({ minLat: 0, maxLat: 45, minLng: 0, maxLng: 45 });
    expect(decodeGeohash('s').center).toEqual([22.5, 22.5]);
    fc.assert(
      fc.property(location, precision, (point, p) => {
        const { bounds } = decodeGeohash(encodeGeohash(point, p));
        const bits = 5 * p;
        const lngBits = Math.ceil(bits / 2);
        const latBits = Math.floor(bits / 2);
        expect(bounds.maxLng - bounds.minLng).toBeCloseTo(360 / 2 ** lngBits, 12);
        expect(bounds.maxLat - bounds.minLat).toBeCloseTo(180 / 2 ** latBits, 12);
      }),
    );
  });

  it('refuses what is not a geohash', () => {
    expect(() => decodeGeohash('9wha')).toThrow('without i, l and o');
    expect(() => decodeGeohash('')).toThrow('at least one character');
  });
});

// Haversine is ill-conditioned near antipodal points: rounding there moves a distance by up to
// about 10 cm, so comparisons allow 1 m (0.001 km).
const TOLERANCE_KM = 0.001;

describe('distanceKm', () => {
  it('measures Albuquerque to Rio Rancho (about 16.6 km)', () => {
    expect(distanceKm(ALBUQUERQUE, RIO_RANCHO)).toBeCloseTo(16.55, 1);
  });

  it('is zero from a point to itself', () => {
    fc.assert(
      fc.property(location, (a) => {
        expect(distanceKm(a, a)).toBe(0);
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(location, location, (a, b) => {
        expect(Math.abs(distanceKm(a, b) - distanceKm(b, a))).toBeLessThan(TOLERANCE_KM);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(location, location, location, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(
          distanceKm(a, b) + distanceKm(b, c) + TOLERANCE_KM,
        );
      }),
    );
  });

  it('agrees with a haversine reference within 1 m, and never exceeds half the globe', () => {
    fc.assert(
      fc.property(location, location, (a, b) => {
        const d = distanceKm(a, b);
        expect(Math.abs(d - haversineKm(a, b))).toBeLessThan(TOLERANCE_KM);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371 + TOLERANCE_KM);
      }),
    );
  });

  it('refuses invalid locations', () => {
    expect(() => distanceKm([91, 0], [0, 0])).toThrow('Latitude must be between -90 and 90.');
    expect(() => distanceKm([0, 0], [0, Number.NaN])).toThrow();
  });
});

describe('geolocOf and kmToMeters', () => {
  it('builds _geoloc with a precision-10 hash', () => {
    const geoloc = geolocOf(ALBUQUERQUE);
    expect(geoloc).toEqual({ lat: 35.0844, lng: -106.6504, hash: encodeGeohash(ALBUQUERQUE, 10) });
  });

  it('converts kilometres to metres', () => {
    expect([kmToMeters(0), kmToMeters(2.5), kmToMeters(100)]).toEqual([0, 2500, 100_000]);
  });
});
