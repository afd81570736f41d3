import { geocodeAddress as contract } from '@fundax/core';

import { onCallable } from '../platform/on-callable';
import type { Geocoder } from './geocoder';
import { geocodeWith, geocodersFrom } from './geocoder-chain';

let geocoders: Geocoder[] | null = null;

/**
 * Finds an address, ZIP code or place with the configured geocoders. Public: visitors search
 * near an address. Nonsense finds nothing and answers an empty list.
 */
export const geocodeAddress = onCallable(contract, async ({ address }) => {
  geocoders ??= geocodersFrom(process.env, (url, init) => fetch(url, init));
  return geocodeWith(geocoders, address);
});
