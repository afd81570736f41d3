import { z } from '../zod';

/**
 * How precise a geocoded place is: a building's address, a street, a ZIP code's centre or a
 * city's centre. Only 'address' says where a door is; the others say where to open the map.
 */
export const GEOCODE_PRECISIONS = ['address', 'street', 'zip', 'city'] as const;
export const geocodePrecisionSchema = z.enum(GEOCODE_PRECISIONS, {
  error: 'Precision is address, street, zip or city.',
});
export type GeocodePrecision = z.infer<typeof geocodePrecisionSchema>;

/**
 * Where a venue's location came from: an address found by geocoding, a pin placed on the map,
 * the device's position, or latitude and longitude typed in.
 */
export const LOCATION_SOURCES = ['address', 'map', 'device', 'typed'] as const;
export const locationSourceSchema = z.enum(LOCATION_SOURCES, {
  error: 'Say where the location came from: address, map, device or typed.',
});
export type LocationSource = z.infer<typeof locationSourceSchema>;

/** A stored location's precision: a geocoding precision, or 'point' when placed on a point. */
export const LOCATION_PRECISIONS = [...GEOCODE_PRECISIONS, 'point'] as const;
export const locationPrecisionSchema = z.enum(LOCATION_PRECISIONS, {
  error: 'Precision is address, street, zip, city or point.',
});
export type LocationPrecision = z.infer<typeof locationPrecisionSchema>;

export interface LocationOriginInput {
  location?: unknown;
  locationSource?: LocationSource | undefined;
  locationPrecision?: LocationPrecision | undefined;
}

/**
 * What a create or update says about its location's origin, checked as a whole: a source goes
 * with a new location; an address comes with the precision geocoding gave (never 'point'); a
 * map pin, a device fix or typed coordinates are a point. Answers the problem, or null.
 */
export function locationOriginIssue(
  input: LocationOriginInput,
): { path: string; message: string } | null {
  const { location, locationSource: source, locationPrecision: precision } = input;
  if ((source !== undefined || precision !== undefined) && location === undefined) {
    return {
      path: 'location',
      message: 'Send the location together with where it came from.',
    };
  }
  if (precision !== undefined && source === undefined) {
    return { path: 'locationSource', message: 'Say where a location of that precision came from.' };
  }
  if (source === 'address' && (precision === undefined || precision === 'point')) {
    return {
      path: 'locationPrecision',
      message: 'Send the precision the address was found with: address, street, zip or city.',
    };
  }
  if (
    source !== undefined &&
    source !== 'address' &&
    precision !== undefined &&
    precision !== 'point'
  ) {
    return {
      path: 'locationPrecision',
      message: 'A location placed on the map, by the device or typed in is a point.',
    };
  }
  return null;
}

/** The origin to store with a new location: what the caller said, or unknown (null) for both. */
export function locationOriginOf(input: LocationOriginInput): {
  locationSource: LocationSource | null;
  locationPrecision: LocationPrecision | null;
} {
  if (input.locationSource === undefined) return { locationSource: null, locationPrecision: null };
  return {
    locationSource: input.locationSource,
    locationPrecision:
      input.locationSource === 'address' ? (input.locationPrecision ?? null) : 'point',
  };
}

/**
 * How far to zoom a map (Leaflet/OSM zoom levels) to show a place of this precision: a door up
 * close, a ZIP code or a city whole. A client placing a pin from an address starts here.
 */
export function zoomForPrecision(precision: LocationPrecision): number {
  switch (precision) {
    case 'address':
    case 'point':
      return 18;
    case 'street':
      return 16;
    case 'zip':
      return 13;
    case 'city':
      return 12;
  }
}

/**
 * Whether a location of this precision places a venue's door, or only an area that the partner
 * should narrow down by dragging the pin before saving.
 */
export function placesTheDoor(precision: LocationPrecision | null): boolean {
  return precision === 'address' || precision === 'point';
}
