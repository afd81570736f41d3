import { encodeGeohash, revisionId, updateVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

const RIO_RANCHO: [number, number] = [35.2328, -106.663];

describe('updateVenue', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('moves a venue to a new geohash and its events (past and upcoming) follow', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const upcoming = await seedEvent(venueId);
    const past = await seedEvent(venueId, { start: inHours(-30), end: inHours(-27) });
    // An admin's change applies at once (an owner's waits for review, below).
    const result = await call(
      updateVenue,
      { id: venueId, location: RIO_RANCHO, name: 'Chile Cafe Rio Rancho', address: '1 Unser Blvd' },
      await administrator(),
    );
    expect(ok(result)).toEqual({ id: venueId });
    const geoloc = { lat: RIO_RANCHO[0], lng: RIO_RANCHO[1], hash: encodeGeohash(RIO_RANCHO) };
    expect((await read('venues', venueId))._geoloc).toEqual(geoloc);
    for (const id of [upcoming, past]) {
      expect(await read('events', id)).toMatchObject({
        _geoloc: geoloc,
        venueName: 'Chile Cafe Rio Rancho',
        venueAddress: '1 Unser Blvd',
      });
    }
  });

  it('keeps an approved venue as approved while its owner’s new name and place wait for review', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId);
    const [venue, event] = [await read('venues', venueId), await read('events', eventId)];
    const before = await snapshotDb();
    ok(
      await call(
        updateVenue,
        {
          id: venueId,
          name: 'Chile Cafe Rio Rancho',
          location: RIO_RANCHO,
          locationSource: 'map',
          website: 'https://chile.example',
          phone: '5055550199',
        },
        partner,
      ),
    );
    const after = await snapshotDb();
    const changed = Object.keys(after).filter(
      (path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]),
    );
    expect(changed.filter((path) => !path.startsWith('auditLog/')).sort()).toEqual(
      [`revisions/venue-${venueId}`, `venues/${venueId}`].sort(),
    );
    // The phone is not material: it applies now (audited). The rest waits, the new place's
    // origin with it.
    expect(await read('venues', venueId)).toMatchObject({
      name: venue.name,
      _geoloc: venue._geoloc,
      locationSource: venue.locationSource,
      website: null,
      phone: '(505) 555-0199',
    });
    expect(await read('events', eventId)).toEqual(event);
    expect(await read('revisions', revisionId('venue', venueId))).toMatchObject({
      targetType: 'venue',
      state: 'pending',
      partnerId: partner.uid,
      changes: {
        name: 'Chile Cafe Rio Rancho',
        _geoloc: { lat: RIO_RANCHO[0], lng: RIO_RANCHO[1], hash: encodeGeohash(RIO_RANCHO) },
        locationSource: 'map',
        locationPrecision: 'point',
        website: 'https://chile.example',
      },
      current: { name: venue.name, website: null },
      consent: { partner: 'agreed', fundaxer: 'none' },
    });
    expect(await auditEntries()).toMatchObject([
      { action: 'venue.edit', changes: { fields: 'phone' } },
    ]);
    // Back to the approved name and place: only the website change is left waiting.
    ok(
      await call(
        updateVenue,
        { id: venueId, name: venue.name, location: [venue._geoloc.lat, venue._geoloc.lng] },
        partner,
      ),
    );
    expect((await read('revisions', revisionId('venue', venueId))).changes).toEqual({
      website: 'https://chile.example',
    });
  });

  it('applies an owner’s change at once while the venue awaits its first review', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, { approved: null });
    ok(
      await call(
        updateVenue,
        { id: venueId, name: 'Chile Cafe II', location: RIO_RANCHO },
        partner,
      ),
    );
    expect(await read('venues', venueId)).toMatchObject({
      name: 'Chile Cafe II',
      _geoloc: { hash: encodeGeohash(RIO_RANCHO) },
    });
    expect(await auditEntries()).toEqual([]);
  });

  it('lets an admin edit any venue', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    ok(
      await call(
        updateVenue,
        { id: venueId, description: 'Now open late.' },
        await administrator(),
      ),
    );
    expect((await read('venues', venueId)).description).toBe('Now open late.');
  });

  it('moves more events than one batch can hold', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid, { approved: null });
    const template = (
      await adminDb()
        .collection('events')
        .doc(await seedEvent(venueId))
        .get()
    ).data();
    const writer = adminDb().bulkWriter();
    for (let i = 0; i < 520; i += 1)
      void writer.create(adminDb().collection('events').doc(), template ?? {});
    await writer.close();
    ok(await call(updateVenue, { id: venueId, location: RIO_RANCHO }, partner));
    const stale = await adminDb()
      .collection('events')
      .where('_geoloc.hash', '!=', encodeGeohash(RIO_RANCHO))
      .get();
    expect(stale.size).toBe(0);
  });

  it('refuses another partner with permission-denied', async () => {
    const owner = await member('partner');
    const other = await member('partner');
    const id = await seedVenue(owner.uid);
    await expectRefused(
      () => call(updateVenue, { id, name: 'Mine now' }, other),
      'permission-denied',
    );
  });

  it('refuses a removed venue with failed-precondition', async () => {
    const owner = await member('partner');
    const id = await seedVenue(owner.uid, { disabled: true });
    await expectRefused(
      () => call(updateVenue, { id, name: 'Back again' }, owner),
      'failed-precondition',
    );
  });

  it('refuses an unknown venue with not-found', async () => {
    const owner = await member('partner');
    await expectRefused(() => call(updateVenue, { id: 'nope', name: 'Nope' }, owner), 'not-found');
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(updateVenue, { id: 'x', name: 'Nope' }), 'unauthenticated');
  });

  it.each([
    ['no change', { id: 'v1' }],
    ['an id with a slash', { id: 'venues/v1', name: 'Cafe' }],
    ['a reserved id', { id: '__v__', name: 'Cafe' }],
    ['a missing id', { name: 'Cafe' }],
    ['a bad location', { id: 'v1', location: [100, 0] }],
    ['a one-letter name', { id: 'v1', name: 'C' }],
    ['a forged owner', { id: 'v1', ownerId: 'someone' }],
    ['a forged status', { id: 'v1', _status: { approved: true } }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const owner = await member('partner');
    await seedVenue(owner.uid);
    await expectRefused(() => call(updateVenue, payload, owner), 'invalid-argument');
  });
});
