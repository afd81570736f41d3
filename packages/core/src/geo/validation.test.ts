import { describe, expect, it } from 'vitest';

import {
  GEOHASH_ALPHABET,
  GEOHASH_PRECISION_DEFAULT,
  GEOHASH_PRECISION_MAX,
  geohashPrecisionSchema,
  geohashSchema,
  geolocSchema,
  latitudeSchema,
  locationSchema,
  longitudeSchema,
} from './validation';

const notNumbers = [Number.NaN, Infinity, -Infinity, '45', null, undefined, [45]];

describe('latitude', () => {
  it.each([90, -90, 0, 35.0844, 89.9999])('accepts %s', (lat) => {
    expect(latitudeSchema.safeParse(lat).success).toBe(true);
  });
  it.each([90.0001, -90.0001, 180, -1000])('rejects %s as out of range', (lat) => {
    expect(latitudeSchema.safeParse(lat).error?.issues[0]?.message).toBe(
      'Latitude must be between -90 and 90.',
    );
  });
  it.each(notNumbers)('rejects %s as not a number', (lat) => {
    expect(latitudeSchema.safeParse(lat).success).toBe(false);
  });
});

describe('longitude', () => {
  it.each([180, -180, 0, -106.6504, 179.9999])('accepts %s', (lng) => {
    expect(longitudeSchema.safeParse(lng).success).toBe(true);
  });
  it.each([180.0001, -180.0001, 360])('rejects %s as out of range', (lng) => {
    expect(longitudeSchema.safeParse(lng).error?.issues[0]?.message).toBe(
      'Longitude must be between -180 and 180.',
    );
  });
  it.each(notNumbers)('rejects %s as not a number', (lng) => {
    expect(longitudeSchema.safeParse(lng).success).toBe(false);
  });
});

describe('location', () => {
  it('is an array of two numbers, [latitude, longitude]', () => {
    expect(locationSchema.parse([35.0844, -106.6504])).toEqual([35.0844, -106.6504]);
    expect(locationSchema.safeParse([90, 180]).success).toBe(true);
    expect(locationSchema.safeParse([-90, -180]).success).toBe(true);
  });
  it.each([
    [[35]],
    [[35, -106, 0]],
    [[]],
    [{ lat: 35, lng: -106 }],
    ['35,-106'],
    [['35', '-106']],
    [[Number.NaN, 0]],
    [[0, Infinity]],
    [[-106.65, 35.08]],
  ])('rejects %j', (location) => {
    expect(locationSchema.safeParse(location).success).toBe(false);
  });
  it('explains the shape when it is not an array', () => {
    expect(locationSchema.safeParse('35,-106').error?.issues[0]?.message).toBe(
      'A location is an array of two numbers: [latitude, longitude].',
    );
  });
});

describe('geohash precision', () => {
  it('defaults to 10 with a maximum of 22', () => {
    expect([GEOHASH_PRECISION_DEFAULT, GEOHASH_PRECISION_MAX]).toEqual([10, 22]);
  });
  it.each([1, 10, 22])('accepts %s', (precision) => {
    expect(geohashPrecisionSchema.safeParse(precision).success).toBe(true);
  });
  it.each([
    [0, 'Geohash precision must be from 1 to 22.'],
    [23, 'Geohash precision must be from 1 to 22.'],
    [-1, 'Geohash precision must be from 1 to 22.'],
    [1.5, 'Geohash precision must be a whole number.'],
    [Number.NaN, 'Geohash precision must be a number.'],
    ['10', 'Geohash precision must be a number.'],
  ])('rejects %s: %s', (precision, message) => {
    expect(geohashPrecisionSchema.safeParse(precision).error?.issues[0]?.message).toBe(message);
  });
});

describe('geohash', () => {
  it('uses the base-32 alphabet without a, i, l and o', () => {
    expect(GEOHASH_ALPHABET).toHaveLength(32);
    for (const letter of 'ailo') expect(GEOHASH_ALPHABET).not.toContain(letter);
  });
  it.each(['9', '9whpzz', '0123456789bcdefghjkmnp', 'bcdefghjkmnpqrstuvwxyz'])(
    'accepts %s',
    (hash) => {
      expect(geohashSchema.safeParse(hash).success).toBe(true);
    },
  );
  it.each(['a', 'i', 'l', 'o'])('rejects a hash containing "%s"', (letter) => {
    expect(geohashSchema.safeParse(`9wh${letter}`).error?.issues[0]?.message).toBe(
      'A geohash uses only 0-9 and b-z without i, l and o.',
    );
  });
  it.each(['9WHP', 'B', '9wh p', '9wh-', ''])('rejects %j', (hash) => {
    expect(geohashSchema.safeParse(hash).success).toBe(false);
  });
  it('is 1 to 22 characters long', () => {
    expect(geohashSchema.safeParse('b'.repeat(22)).success).toBe(true);
    expect(geohashSchema.safeParse('b'.repeat(23)).error?.issues[0]?.message).toBe(
      'A geohash has at most 22 characters.',
    );
  });
  it('rejects what is not a string', () => {
    expect(geohashSchema.safeParse(9).error?.issues[0]?.message).toBe('A geohash is a string.');
  });
});

describe('_geoloc', () => {
  it('holds lat, lng and hash', () => {
    expect(geolocSchema.safeParse({ lat: 35.08, lng: -106.65, hash: '9whp' }).success).toBe(true);
    expect(geolocSchema.safeParse({ lat: 95, lng: -106.65, hash: '9whp' }).success).toBe(false);
    expect(geolocSchema.safeParse({ lat: 35.08, lng: -106.65 }).success).toBe(false);
  });
});
