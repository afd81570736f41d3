import { distanceBetween, geohashForLocation } from 'geofire-common';

import {
  GEOHASH_PRECISION_DEFAULT,
  type Geoloc,
  type Location,
  geohashPrecisionSchema,
  locationSchema,
} from './validation';

/** The geohash of a location at a precision from 1 to 22 (default 10), via geofire-common. */
export function encodeGeohash(
  location: Location,
  precision: number = GEOHASH_PRECISION_DEFAULT,
): string {
  const [lat, lng] = locationSchema.parse(location);
  return geohashForLocation([lat, lng], geohashPrecisionSchema.parse(precision));
}

/** `_geoloc` for a location, as functions store it on venues and events. */
export function geolocOf(location: Location): Geoloc {
  const [lat, lng] = locationSchema.parse(location);
  return { lat, lng, hash: encodeGeohash([lat, lng]) };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Location, b: Location): number {
  return distanceBetween([a[0], a[1]], [b[0], b[1]]);
}

/** Nearby search takes kilometres; geohash range maths works in metres (SPEC.md §7). */
export function kmToMeters(km: number): number {
  return km * 1000;
}
