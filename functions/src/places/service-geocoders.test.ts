// The production adapters against recorded answers: no network. The answers follow the services'
// documented JSON (the Census Geocoder's locations/onelineaddress, Nominatim's jsonv2 search).
import { describe, expect, it, vi } from 'vitest';

import { censusGeocoder, censusLabel } from './census-geocoder';
import type { Fetch } from './geocoder';
import { OSM_ATTRIBUTION, RequestSpacing, nominatimGeocoder } from './nominatim-geocoder';

const CENSUS_MATCH = {
  result: {
    input: {
      address: { address: '400 Central Ave SW, Albuquerque, NM 87102' },
      benchmark: { id: '4', benchmarkName: 'Public_AR_Current', isDefault: true },
    },
    addressMatches: [
      {
        tigerLine: { side: 'L', tigerLineId: '49227387' },
        coordinates: { x: -106.65213217768, y: 35.083744613546 },
        addressComponents: {
          zip: '87102',
          streetName: 'CENTRAL',
          city: 'ALBUQUERQUE',
          state: 'NM',
        },
        matchedAddress: '400 CENTRAL AVE SW, ALBUQUERQUE, NM, 87102',
      },
    ],
  },
};
const CENSUS_NO_MATCH = {
  result: { input: { address: { address: 'asdf, NM' } }, addressMatches: [] },
};

const NOMINATIM_ANSWER = [
  {
    place_id: 312_345,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 123,
    lat: '35.0837',
    lon: '-106.6520',
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.1,
    addresstype: 'building',
    name: '',
    display_name:
      '400, Central Avenue Southwest, Downtown, Albuquerque, Bernalillo County, New Mexico, 87102, United States',
  },
  {
    lat: '35.0828',
    lon: '-106.6492',
    category: 'highway',
    type: 'primary',
    place_rank: 26,
    addresstype: 'road',
    display_name: 'Central Avenue Southwest, Albuquerque, New Mexico, United States',
  },
  {
    lat: '35.0841',
    lon: '-106.6510',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    addresstype: 'city',
    display_name: 'Albuquerque, Bernalillo County, New Mexico, United States',
  },
  {
    lat: '34.42',
    lon: '-106.10',
    category: 'boundary',
    type: 'administrative',
    place_rank: 8,
    addresstype: 'state',
    display_name: 'New Mexico, United States',
  },
];

function recorded(body: unknown, status = 200) {
  return vi.fn<Fetch>(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }),
  );
}

describe('the Census Geocoder adapter', () => {
  it('asks the one-line address endpoint and reads x as longitude, y as latitude', async () => {
    const fetch = recorded(CENSUS_MATCH);
    const found = await censusGeocoder({ fetch }).geocode(
      '400 Central Ave SW, Albuquerque, NM 87102',
    );
    expect(found).toEqual([
      {
        location: [35.083744613546, -106.65213217768],
        label: '400 Central Ave SW, Albuquerque, NM 87102',
        precision: 'address',
      },
    ]);
    const url = new URL(fetch.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe(
      'https://geocoding.geo.census.gov/geocoder/locations/onelineaddress',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: '400 Central Ave SW, Albuquerque, NM 87102',
      benchmark: 'Public_AR_Current',
      format: 'json',
    });
  });

  it('adds the state to an address that names neither state nor ZIP code', async () => {
    const fetch = recorded(CENSUS_NO_MATCH);
    expect(await censusGeocoder({ fetch }).geocode('400 Central Ave SW, Albuquerque')).toEqual([]);
    expect(new URL(fetch.mock.calls[0]?.[0] ?? '').searchParams.get('address')).toBe(
      '400 Central Ave SW, Albuquerque, NM',
    );
  });

  it('reports an error status or an unexpected answer as unavailable', async () => {
    await expect(censusGeocoder({ fetch: recorded({}, 502) }).geocode('x')).rejects.toThrow(
      'HTTP 502',
    );
    await expect(censusGeocoder({ fetch: recorded({ result: {} }) }).geocode('x')).rejects.toThrow(
      'unexpected answer',
    );
  });

  it('labels matches the way people write addresses', () => {
    expect(censusLabel('1502 4TH ST SW, ALBUQUERQUE, NM, 87102')).toBe(
      '1502 4th St SW, Albuquerque, NM 87102',
    );
    expect(censusLabel('ODD FORMAT')).toBe('Odd Format');
  });
});

describe('the Nominatim adapter', () => {
  const spacing = () =>
    new RequestSpacing(
      1000,
      2000,
      () => 0,
      () => Promise.resolve(),
    );

  it('sends its identifying user agent, prefers New Mexico, and maps ranks to precisions', async () => {
    const fetch = recorded(NOMINATIM_ANSWER);
    const geocoder = nominatimGeocoder({
      fetch,
      userAgent: 'Fundax/1.0 (ops@fundax.example)',
      spacing: spacing(),
    });
    const found = await geocoder.geocode('400 Central Ave SW Albuquerque');
    expect(found.map((candidate) => candidate.precision)).toEqual(['address', 'street', 'city']);
    expect(found[0]?.location).toEqual([35.0837, -106.652]);
    expect(geocoder.attribution).toBe(OSM_ATTRIBUTION);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(init?.headers['user-agent']).toBe('Fundax/1.0 (ops@fundax.example)');
    const params = new URL(url ?? '').searchParams;
    expect(params.get('format')).toBe('jsonv2');
    expect(params.get('countrycodes')).toBe('us');
    expect(params.get('viewbox')).toBe('-109.05,37.0,-103.0,31.33');
  });

  it('reads a postcode as a ZIP code', async () => {
    const fetch = recorded([
      {
        lat: '35.08',
        lon: '-106.64',
        place_rank: 21,
        addresstype: 'postcode',
        type: 'postcode',
        display_name: '87102, Albuquerque',
      },
    ]);
    const found = await nominatimGeocoder({ fetch, userAgent: 'ua', spacing: spacing() }).geocode(
      '87102',
    );
    expect(found[0]?.precision).toBe('zip');
  });

  it('reports an error status as unavailable', async () => {
    await expect(
      nominatimGeocoder({ fetch: recorded({}, 429), userAgent: 'ua', spacing: spacing() }).geocode(
        'x',
      ),
    ).rejects.toThrow('HTTP 429');
  });
});

describe('RequestSpacing', () => {
  it('spaces requests a second apart and refuses one that would wait too long', async () => {
    let now = 0;
    const waits: number[] = [];
    const spacing = new RequestSpacing(
      1000,
      2000,
      () => now,
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );
    expect(await spacing.turn()).toBe(true);
    expect(await spacing.turn()).toBe(true);
    expect(await spacing.turn()).toBe(true);
    expect(waits).toEqual([1000, 2000]);
    expect(await spacing.turn()).toBe(false);
    now = 5000;
    expect(await spacing.turn()).toBe(true);
    expect(waits).toEqual([1000, 2000]);
  });
});
