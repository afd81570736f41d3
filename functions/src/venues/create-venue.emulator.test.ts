import { createVenue, encodeGeohash } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import { ABQ, administrator, expectRefused, member, ok, read } from '../test-support/fixtures';

const venue = {
  name: 'Green Chile Cafe',
  address: '400 Central Ave SW, Albuquerque, NM 87102',
  location: ABQ,
  category: 'cafe',
};

describe('createVenue', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('adds a pending venue with its geohash and lists it on the partner’s account', async () => {
    const partner = await member('partner');
    const { id } = ok(await call(createVenue, venue, partner));
    const stored = await read('venues', id);
    expect(stored).toMatchObject({
      ownerId: partner.uid,
      name: venue.name,
      _geoloc: { lat: ABQ[0], lng: ABQ[1], hash: encodeGeohash(ABQ) },
      _status: { approved: null, disabled: false },
    });
    expect((await read('users', partner.uid)).listings).toEqual([id]);
  });

  it.each(['fundaxer', 'angel'] as const)('refuses a %s with permission-denied', async (role) => {
    const user = await member(role);
    await expectRefused(() => call(createVenue, venue, user), 'permission-denied');
  });

  it('refuses an admin without a partner account', async () => {
    await expectRefused(
      async () => call(createVenue, venue, await administrator()),
      'failed-precondition',
    );
  });

  it('refuses a signed-in user without an account with failed-precondition', async () => {
    const user = await createUser();
    await expectRefused(() => call(createVenue, venue, user), 'failed-precondition');
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(createVenue, venue), 'unauthenticated');
  });

  it.each([
    ['a missing name', { ...venue, name: undefined }],
    ['a short address', { ...venue, address: 'x' }],
    ['a latitude past 90', { ...venue, location: [91, -106] }],
    ['a longitude past 180', { ...venue, location: [35, -181] }],
    ['a location that is not a pair', { ...venue, location: [35] }],
    ['a location as an object', { ...venue, location: { lat: 35, lng: -106 } }],
    ['an unknown category', { ...venue, category: 'casino' }],
    ['a bad website', { ...venue, website: 'not a url' }],
    ['a forged geohash', { ...venue, _geoloc: { hash: 'abc' } }],
    ['a forged approval', { ...venue, _status: { approved: true } }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const partner = await member('partner');
    await expectRefused(() => call(createVenue, payload, partner), 'invalid-argument');
  });
});
