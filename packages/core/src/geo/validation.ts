import { z } from '../zod';
import { LOCATION_MESSAGES } from './location-check';

/** Geohash precision (docs/product.md §5.1, §9): an integer from 1 to 22, 10 by default. */
export const GEOHASH_PRECISION_DEFAULT = 10;
export const GEOHASH_PRECISION_MAX = 22;

/** The base-32 geohash alphabet: digits and lower-case letters without a, i, l, o. */
export const GEOHASH_ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';

export const latitudeSchema = z
  .number({ error: LOCATION_MESSAGES.latitudeType })
  .check(
    z.minimum(-90, LOCATION_MESSAGES.latitudeRange),
    z.maximum(90, LOCATION_MESSAGES.latitudeRange),
  );

export const longitudeSchema = z
  .number({ error: LOCATION_MESSAGES.longitudeType })
  .check(
    z.minimum(-180, LOCATION_MESSAGES.longitudeRange),
    z.maximum(180, LOCATION_MESSAGES.longitudeRange),
  );

/** A location: an array of two numbers, [latitude, longitude] (a plain check: location-check.ts). */
export const locationSchema = z.tuple([latitudeSchema, longitudeSchema], {
  error: LOCATION_MESSAGES.shape,
});
export type { Location } from './location-check';

export const geohashPrecisionSchema = z
  .number({ error: 'Geohash precision must be a number.' })
  .check(
    z.int('Geohash precision must be a whole number.'),
    z.minimum(1, 'Geohash precision must be from 1 to 22.'),
    z.maximum(GEOHASH_PRECISION_MAX, 'Geohash precision must be from 1 to 22.'),
  );

export const geohashSchema = z
  .string({ error: 'A geohash is a string.' })
  .check(
    z.minLength(1, 'A geohash has at least one character.'),
    z.maxLength(
      GEOHASH_PRECISION_MAX,
      `A geohash has at most ${GEOHASH_PRECISION_MAX} characters.`,
    ),
    z.regex(/^[0-9b-hjkmnp-z]+$/, 'A geohash uses only 0-9 and b-z without i, l and o.'),
  );

/** Where a venue or event is, as stored under `_geoloc` (written only by functions). */
export const geolocSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  hash: geohashSchema,
});
export type Geoloc = z.infer<typeof geolocSchema>;
