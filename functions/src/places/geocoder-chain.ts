import { GEOCODE_MAX_CANDIDATES, type GeocodeCandidate } from '@fundax/core';
import { logger } from 'firebase-functions';

import { censusGeocoder } from './census-geocoder';
import { type Fetch, type Geocoder, GeocoderUnavailable } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { offlineGeocoder } from './offline-geocoder';

export const GEOCODER_NAMES = ['census', 'nominatim', 'offline'] as const;

/**
 * The geocoders to ask, in order, from the environment (functions/.env.<project> in
 * production): FUNDAX_GEOCODERS, a comma-separated list of census, nominatim and offline
 * (default: offline, which needs no network, as in the emulators); FUNDAX_NOMINATIM_USER_AGENT,
 * required with nominatim (its policy: an application name and a contact); FUNDAX_NOMINATIM_URL
 * and FUNDAX_CENSUS_URL to use other servers with the same API. A wrong setting throws, naming it.
 */
export function geocodersFrom(env: Record<string, string | undefined>, fetch: Fetch): Geocoder[] {
  const names = (env.FUNDAX_GEOCODERS ?? 'offline')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error('FUNDAX_GEOCODERS names no geocoder.');
  return names.map((name) => {
    switch (name) {
      case 'census':
        return censusGeocoder({
          fetch,
          ...(env.FUNDAX_CENSUS_URL ? { baseUrl: env.FUNDAX_CENSUS_URL } : {}),
        });
      case 'nominatim': {
        const userAgent = env.FUNDAX_NOMINATIM_USER_AGENT?.trim();
        if (!userAgent) {
          throw new Error(
            'FUNDAX_NOMINATIM_USER_AGENT must name the app and a contact to use nominatim.',
          );
        }
        return nominatimGeocoder({
          fetch,
          userAgent,
          ...(env.FUNDAX_NOMINATIM_URL ? { baseUrl: env.FUNDAX_NOMINATIM_URL } : {}),
        });
      }
      case 'offline':
        return offlineGeocoder();
      default:
        throw new Error(
          `FUNDAX_GEOCODERS: unknown geocoder "${name}" (use ${GEOCODER_NAMES.join(', ')}).`,
        );
    }
  });
}

export interface GeocodeAnswer {
  candidates: GeocodeCandidate[];
  attribution: string | null;
}

/**
 * Asks each geocoder in turn and answers with the first that finds something, with its data
 * credit. One that is unreachable or answers an error is skipped (logged by name and reason,
 * never the address, which may be someone's home).
 */
export async function geocodeWith(
  geocoders: readonly Geocoder[],
  address: string,
): Promise<GeocodeAnswer> {
  for (const geocoder of geocoders) {
    let candidates: GeocodeCandidate[];
    try {
      candidates = await geocoder.geocode(address);
    } catch (error) {
      const reason =
        error instanceof GeocoderUnavailable
          ? error.reason
          : error instanceof Error
            ? error.name
            : 'unknown failure';
      logger.warn('Geocoder skipped', { geocoder: geocoder.name, reason });
      continue;
    }
    if (candidates.length > 0) {
      return {
        candidates: candidates.slice(0, GEOCODE_MAX_CANDIDATES),
        attribution: geocoder.attribution,
      };
    }
  }
  return { candidates: [], attribution: null };
}
