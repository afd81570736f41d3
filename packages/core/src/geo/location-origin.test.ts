import { describe, expect, it } from 'vitest';

import {
  locationOriginIssue,
  locationOriginOf,
  placesTheDoor,
  zoomForPrecision,
} from './location-origin';

const at: [number, number] = [35.08, -106.65];

describe('locationOriginIssue', () => {
  it('accepts a location alone, an address with its precision, and a point by map or device', () => {
    expect(locationOriginIssue({ location: at })).toBeNull();
    expect(locationOriginIssue({})).toBeNull();
    expect(
      locationOriginIssue({ location: at, locationSource: 'address', locationPrecision: 'street' }),
    ).toBeNull();
    expect(locationOriginIssue({ location: at, locationSource: 'map' })).toBeNull();
    expect(
      locationOriginIssue({ location: at, locationSource: 'device', locationPrecision: 'point' }),
    ).toBeNull();
  });

  it.each([
    [{ locationSource: 'map' as const }, 'location'],
    [{ location: at, locationPrecision: 'zip' as const }, 'locationSource'],
    [{ location: at, locationSource: 'address' as const }, 'locationPrecision'],
    [
      { location: at, locationSource: 'address' as const, locationPrecision: 'point' as const },
      'locationPrecision',
    ],
    [
      { location: at, locationSource: 'typed' as const, locationPrecision: 'city' as const },
      'locationPrecision',
    ],
  ])('refuses %j at %s', (input, path) => {
    expect(locationOriginIssue(input)?.path).toBe(path);
  });
});

describe('locationOriginOf', () => {
  it('stores what was said, a point for non-address sources, and unknown otherwise', () => {
    expect(locationOriginOf({ location: at })).toEqual({
      locationSource: null,
      locationPrecision: null,
    });
    expect(locationOriginOf({ locationSource: 'address', locationPrecision: 'zip' })).toEqual({
      locationSource: 'address',
      locationPrecision: 'zip',
    });
    expect(locationOriginOf({ locationSource: 'device' })).toEqual({
      locationSource: 'device',
      locationPrecision: 'point',
    });
  });
});

describe('map hints', () => {
  it('zoom closer the more precise a place is', () => {
    const zooms = (['city', 'zip', 'street', 'address', 'point'] as const).map(zoomForPrecision);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    expect(zoomForPrecision('address')).toBe(18);
  });

  it('say only an address or a point places the door', () => {
    expect(placesTheDoor('address')).toBe(true);
    expect(placesTheDoor('point')).toBe(true);
    expect(placesTheDoor('zip')).toBe(false);
    expect(placesTheDoor(null)).toBe(false);
  });
});
