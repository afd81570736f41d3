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
  location: Readonly<Location>,
  precision: number = GEOHASH_PRECISION_DEFAULT,
): string {
  const [lat, lng] = locationSchema.parse(location);
  return geohashForLocation([lat, lng], geohashPrecisionSchema.parse(precision));
}

/** `_geoloc` for a location, as functions store it on venues and events. */
export function geolocOf(location: Readonly<Location>): Geoloc {
  const [lat, lng] = locationSchema.parse(location);
  return { lat, lng, hash: encodeGeohash([lat, lng]) };
}

/**
 * Great-circle (haversine) distance in kilometres on a sphere of radius 6371 km, via
 * geofire-common; both locations are validated first.
 */
export function distanceKm(a: Readonly<Location>, b: Readonly<Location>): number {
  return distanceBetween(locationSchema.parse(a), locationSchema.parse(b));
}

/** Nearby search takes kilometres; geohash range maths works in metres (docs/product.md §7.3). */
export function kmToMeters(km: number): number {
  return km * 1000;
}
