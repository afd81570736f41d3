import { distanceKm, geocodeAddress } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { expectFailure, member, ok } from '../test-support/fixtures';

const DOWNTOWN_ABQ: [number, number] = [35.0853, -106.6493];
const RIO_RANCHO: [number, number] = [35.2328, -106.663];

describe('geocodeAddress (through the Functions emulator, offline data)', () => {
  it('answers a visitor: 87102 near downtown Albuquerque, with its data credit', async () => {
    const answer = ok(await call(geocodeAddress, { address: '87102' }));
    expect(answer.candidates[0]).toMatchObject({
      label: '87102, Albuquerque, NM',
      precision: 'zip',
    });
    expect(distanceKm(answer.candidates[0]?.location ?? [0, 0], DOWNTOWN_ABQ)).toBeLessThan(1.5);
    expect(answer.attribution).toContain('GeoNames');
  });

  it('places "Rio Rancho, NM" near its centre for a signed-in user too', async () => {
    const answer = ok(
      await call(geocodeAddress, { address: 'Rio Rancho, NM' }, await member('partner')),
    );
    expect(answer.candidates).toHaveLength(1);
    expect(answer.candidates[0]?.precision).toBe('city');
    expect(distanceKm(answer.candidates[0]?.location ?? [0, 0], RIO_RANCHO)).toBeLessThan(3);
  });

  it('falls back from a street address to its ZIP code and city', async () => {
    const answer = ok(
      await call(geocodeAddress, { address: '3407 Central Ave NE, Albuquerque, NM 87106' }),
    );
    expect(answer.candidates.map((candidate) => candidate.precision)).toEqual(['zip', 'city']);
  });

  it('answers nonsense with an empty list, not an error', async () => {
    for (const address of ['qwzx plorb', '!!!', '99999', 'Paris, TX']) {
      expect(ok(await call(geocodeAddress, { address }))).toEqual({
        candidates: [],
        attribution: null,
      });
    }
  });

  it('refuses malformed input with invalid-argument', async () => {
    for (const payload of [
      { address: 87102 },
      { address: '' },
      { address: 'x'.repeat(201) },
      { address: '87102', provider: 'google' },
      { query: '87102' },
      null,
    ]) {
      expectFailure(await call(geocodeAddress, payload), 'invalid-argument');
    }
  });
});
