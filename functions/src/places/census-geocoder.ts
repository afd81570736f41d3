import type { GeocodeCandidate } from '@fundax/core';
import { z } from 'zod/mini';

import { type Fetch, type Geocoder, GeocoderUnavailable } from './geocoder';

export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov';

/** What we read of the Census Geocoder's JSON (its `locations/onelineaddress` answer). */
const censusAnswerSchema = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string(),
        // GIS order: x is the longitude, y the latitude.
        coordinates: z.object({ x: z.number(), y: z.number() }),
      }),
    ),
  }),
});

/** A two-letter state or a ZIP code in the text: the address already says where it is. */
const placed = /\b(\d{5}|[A-Z]{2})\s*$|,\s*[A-Za-z ]+,?\s*[A-Z]{2}\b/;

const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const titleCase = (text: string) =>
  text.replace(/[A-Z0-9]+/g, (word) =>
    DIRECTIONS.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase(),
  );

/** "400 CENTRAL AVE SW, ALBUQUERQUE, NM, 87102" → "400 Central Ave SW, Albuquerque, NM 87102". */
export function censusLabel(matched: string): string {
  const parts = matched.split(', ');
  if (parts.length !== 4) return titleCase(matched);
  const [street = '', city = '', state = '', zip = ''] = parts;
  return `${titleCase(street)}, ${titleCase(city)}, ${state} ${zip}`;
}

/**
 * The US Census Geocoder (public domain data, no key): street addresses matched to TIGER address
 * ranges, so every match is precise to the address. An address that names no state or ZIP code
 * gets ", NM" added: Fundax serves New Mexico, and the service needs one or the other.
 */
export function censusGeocoder({
  fetch,
  baseUrl = CENSUS_GEOCODER_URL,
  timeoutMs = 5000,
}: {
  fetch: Fetch;
  baseUrl?: string;
  timeoutMs?: number;
}): Geocoder {
  return {
    name: 'census',
    attribution: null,
    async geocode(address): Promise<GeocodeCandidate[]> {
      const oneLine = placed.test(address.trim()) ? address : `${address}, NM`;
      const url = new URL('/geocoder/locations/onelineaddress', baseUrl);
      url.search = new URLSearchParams({
        address: oneLine,
        benchmark: 'Public_AR_Current',
        format: 'json',
      }).toString();
      const response = await fetch(url.toString(), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new GeocoderUnavailable('census', `HTTP ${response.status}`);
      const answer = censusAnswerSchema.safeParse(await response.json());
      if (!answer.success) throw new GeocoderUnavailable('census', 'unexpected answer');
      return answer.data.result.addressMatches.map((match) => ({
        location: [match.coordinates.y, match.coordinates.x],
        label: censusLabel(match.matchedAddress),
        precision: 'address',
      }));
    },
  };
}
