import type { GeocodeCandidate, GeocodePrecision } from '@fundax/core';
import { z } from 'zod/mini';

import { type Fetch, type Geocoder, GeocoderUnavailable } from './geocoder';

export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
/** OpenStreetMap's licence asks for this credit wherever its data is shown. */
export const OSM_ATTRIBUTION =
  '© OpenStreetMap contributors (ODbL), https://www.openstreetmap.org/copyright';
/** New Mexico's bounding box (west, north, east, south): results there are preferred. */
const NEW_MEXICO_VIEWBOX = '-109.05,37.0,-103.0,31.33';

const nominatimPlaceSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  place_rank: z.number(),
  addresstype: z.optional(z.string()),
  type: z.optional(z.string()),
});

/**
 * How precise a Nominatim result is, from its address rank (30: a house, 26-27: a street, 13-25:
 * a town or a part of one) and type; null for anything coarser than a town (a county, a state).
 */
export function nominatimPrecision(
  place: z.infer<typeof nominatimPlaceSchema>,
): GeocodePrecision | null {
  if (place.addresstype === 'postcode' || place.type === 'postcode') return 'zip';
  if (place.place_rank >= 28) return 'address';
  if (place.place_rank >= 26) return 'street';
  if (place.place_rank >= 13) return 'city';
  return null;
}

/**
 * Keeps to Nominatim's usage policy of at most one request per second from this instance: a
 * request waits for its turn, and one that would wait longer than `maxWaitMs` is not sent (the
 * chain goes on to the next geocoder). Instances do not share turns; the public server is for
 * light use, so production should set a low maxInstances or point at its own Nominatim.
 */
export class RequestSpacing {
  private next = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
    private readonly clock: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Waits for a turn; false when it would wait too long. */
  async turn(): Promise<boolean> {
    const now = this.clock();
    const at = Math.max(now, this.next);
    if (at - now > this.maxWaitMs) return false;
    this.next = at + this.intervalMs;
    if (at > now) await this.sleep(at - now);
    return true;
  }
}

/**
 * Nominatim (OpenStreetMap data): the fallback for what the Census Geocoder does not match,
 * such as a place or a business name. Its policy asks for an identifying User-Agent, at most one
 * request per second, and the OSM credit beside the results.
 */
export function nominatimGeocoder({
  fetch,
  userAgent,
  baseUrl = NOMINATIM_URL,
  timeoutMs = 5000,
  spacing = new RequestSpacing(1000, 2000),
}: {
  fetch: Fetch;
  userAgent: string;
  baseUrl?: string;
  timeoutMs?: number;
  spacing?: RequestSpacing;
}): Geocoder {
  return {
    name: 'nominatim',
    attribution: OSM_ATTRIBUTION,
    async geocode(address): Promise<GeocodeCandidate[]> {
      if (!(await spacing.turn()))
        throw new GeocoderUnavailable('nominatim', 'busy: one request per second');
      const url = new URL('/search', baseUrl);
      url.search = new URLSearchParams({
        q: address,
        format: 'jsonv2',
        limit: '5',
        countrycodes: 'us',
        viewbox: NEW_MEXICO_VIEWBOX,
        addressdetails: '0',
      }).toString();
      const response = await fetch(url.toString(), {
        headers: { 'user-agent': userAgent, 'accept-language': 'en', accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new GeocoderUnavailable('nominatim', `HTTP ${response.status}`);
      const answer = z.array(nominatimPlaceSchema).safeParse(await response.json());
      if (!answer.success) throw new GeocoderUnavailable('nominatim', 'unexpected answer');
      return answer.data.flatMap((place) => {
        const precision = nominatimPrecision(place);
        return precision
          ? [
              {
                location: [place.lat, place.lon] as [number, number],
                label: place.display_name,
                precision,
              },
            ]
          : [];
      });
    },
  };
}
