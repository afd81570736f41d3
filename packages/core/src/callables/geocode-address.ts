import { z } from '../zod';
import { geocodePrecisionSchema } from '../geo/location-origin';
import {
  GEOCODE_ADDRESS_MAX_LENGTH,
  GEOCODE_ADDRESS_REQUIRED,
  GEOCODE_MAX_CANDIDATES,
} from '../geo/geocode-limits';
import { locationSchema } from '../geo/validation';
import { defineCallable } from './define';

export const geocodeCandidateSchema = z.object({
  location: locationSchema,
  label: z.string(),
  precision: geocodePrecisionSchema,
});
export type GeocodeCandidate = z.infer<typeof geocodeCandidateSchema>;

/**
 * Finds a street address, ZIP code or place name: candidates best first, with how precise each
 * is. Anything it cannot place answers an empty list, never an error. `attribution` is the data
 * credit the client must show beside the result (for example OpenStreetMap's), or null.
 */
export const geocodeAddress = defineCallable({
  name: 'geocodeAddress',
  access: 'public',
  summary: 'Finds an address, ZIP code or place: candidates best first with their precision.',
  input: z.strictObject({
    address: z
      .string({ error: GEOCODE_ADDRESS_REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, GEOCODE_ADDRESS_REQUIRED),
        z.maxLength(
          GEOCODE_ADDRESS_MAX_LENGTH,
          `An address can be at most ${GEOCODE_ADDRESS_MAX_LENGTH} characters.`,
        ),
      ),
  }),
  output: z.object({
    candidates: z.array(geocodeCandidateSchema).check(z.maxLength(GEOCODE_MAX_CANDIDATES)),
    attribution: z.nullable(z.string()),
  }),
});
