import { describe, expect, it, vi } from 'vitest';

import type { Fetch, Geocoder } from './geocoder';
import { GeocoderUnavailable } from './geocoder';
import { geocodeWith, geocodersFrom } from './geocoder-chain';

const fetch = vi.fn<Fetch>();
const at = (label: string) => ({
  location: [35, -106] as [number, number],
  label,
  precision: 'city' as const,
});
/** A geocoder answering these candidates, or failing with this error. */
const geocoder = (name: string, answer: ReturnType<typeof at>[] | Error): Geocoder => ({
  name,
  attribution: `${name} credit`,
  geocode: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
});

describe('geocodersFrom', () => {
  it('uses the offline table by default, as in the emulators', () => {
    expect(geocodersFrom({}, fetch).map((g) => g.name)).toEqual(['offline']);
  });

  it('builds the configured order', () => {
    const chain = geocodersFrom(
      {
        FUNDAX_GEOCODERS: 'census, nominatim,offline',
        FUNDAX_NOMINATIM_USER_AGENT: 'Fundax (ops@x.example)',
      },
      fetch,
    );
    expect(chain.map((g) => g.name)).toEqual(['census', 'nominatim', 'offline']);
  });

  it('refuses Nominatim without a user agent, an unknown name, or an empty list', () => {
    expect(() => geocodersFrom({ FUNDAX_GEOCODERS: 'nominatim' }, fetch)).toThrow(
      'FUNDAX_NOMINATIM_USER_AGENT',
    );
    expect(() => geocodersFrom({ FUNDAX_GEOCODERS: 'google' }, fetch)).toThrow(
      'unknown geocoder "google"',
    );
    expect(() => geocodersFrom({ FUNDAX_GEOCODERS: ' , ' }, fetch)).toThrow('names no geocoder');
  });
});

describe('geocodeWith', () => {
  it('answers with the first geocoder that finds something, and its credit', async () => {
    const answer = await geocodeWith(
      [geocoder('a', []), geocoder('b', [at('B1'), at('B2')]), geocoder('c', [at('C')])],
      'x',
    );
    expect(answer).toEqual({ candidates: [at('B1'), at('B2')], attribution: 'b credit' });
  });

  it('skips a geocoder that fails, and answers an empty list when none finds anything', async () => {
    const failing = geocoder('down', new GeocoderUnavailable('down', 'HTTP 503'));
    const timeout = geocoder('slow', new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await geocodeWith([failing, timeout, geocoder('c', [at('C')])], 'x')).toMatchObject({
      candidates: [at('C')],
    });
    expect(await geocodeWith([failing, geocoder('none', [])], 'x')).toEqual({
      candidates: [],
      attribution: null,
    });
  });

  it('keeps at most five candidates', async () => {
    const many = Array.from({ length: 8 }, (_, i) => at(`P${i}`));
    expect((await geocodeWith([geocoder('m', many)], 'x')).candidates).toHaveLength(5);
  });
});
