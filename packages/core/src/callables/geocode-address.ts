import { z } from 'zod';

import { geocodePrecisionSchema } from '../geo/location-origin';
import { locationSchema } from '../geo/validation';
import { defineCallable } from './define';

/** The longest address or place a caller may send. */
export const GEOCODE_ADDRESS_MAX_LENGTH = 200;
/** Candidates an answer holds at most. */
export const GEOCODE_MAX_CANDIDATES = 5;

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
  input: z
    .object({
      address: z
        .string({ error: 'Type an address, a ZIP code or a place.' })
        .trim()
        .min(1, 'Type an address, a ZIP code or a place.')
        .max(
          GEOCODE_ADDRESS_MAX_LENGTH,
          `An address can be at most ${GEOCODE_ADDRESS_MAX_LENGTH} characters.`,
        ),
    })
    .strict(),
  output: z.object({
    candidates: z.array(geocodeCandidateSchema).max(GEOCODE_MAX_CANDIDATES),
    attribution: z.string().nullable(),
  }),
});
