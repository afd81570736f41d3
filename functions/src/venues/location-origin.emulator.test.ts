// Where a venue's location came from and how precise it is: stored by createVenue and
// updateVenue, unknown (null) when a caller does not say, refused when it does not hold together.
import { createVenue, updateVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { type Member, expectRefused, member, ok, read } from '../test-support/fixtures';

const venue = {
  name: 'Barelas Coffee',
  address: '1502 4th St SW, Albuquerque, NM 87102',
  location: [35.0702, -106.6556],
};

describe('a venue’s location origin', () => {
  let partner: Member;

  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    partner = await member('partner');
  });

  it('stores the source and precision a new venue sends, and unknown when it sends none', async () => {
    const { id } = ok(
      await call(
        createVenue,
        { ...venue, locationSource: 'address', locationPrecision: 'zip' },
        partner,
      ),
    );
    expect(await read('venues', id)).toMatchObject({
      locationSource: 'address',
      locationPrecision: 'zip',
    });
    const plain = ok(await call(createVenue, venue, partner));
    expect(await read('venues', plain.id)).toMatchObject({
      locationSource: null,
      locationPrecision: null,
    });
  });

  it('records a dragged pin as a point, and forgets the origin of a move that names none', async () => {
    const { id } = ok(
      await call(
        createVenue,
        { ...venue, locationSource: 'address', locationPrecision: 'city' },
        partner,
      ),
    );
    ok(
      await call(
        updateVenue,
        { id, location: [35.0705, -106.6551], locationSource: 'map' },
        partner,
      ),
    );
    expect(await read('venues', id)).toMatchObject({
      locationSource: 'map',
      locationPrecision: 'point',
    });
    ok(await call(updateVenue, { id, name: 'Barelas Coffee House' }, partner));
    expect((await read('venues', id)).locationSource).toBe('map');
    ok(await call(updateVenue, { id, location: [35.07, -106.655] }, partner));
    expect(await read('venues', id)).toMatchObject({
      locationSource: null,
      locationPrecision: null,
    });
  });

  it('reads a venue stored before these fields existed', async () => {
    const { id } = ok(await call(createVenue, venue, partner));
    const raw = (await adminDb().doc(`venues/${id}`).get()).data() ?? {};
    delete raw.locationSource;
    delete raw.locationPrecision;
    await adminDb().doc(`venues/${id}`).set(raw);
    expect(await read('venues', id)).toMatchObject({
      locationSource: null,
      locationPrecision: null,
    });
  });

  it('refuses an origin that does not hold together, writing nothing', async () => {
    const { id } = ok(await call(createVenue, venue, partner));
    for (const attempt of [
      () => call(createVenue, { ...venue, locationSource: 'address' }, partner),
      () => call(createVenue, { ...venue, locationSource: 'gps' }, partner),
      () =>
        call(
          createVenue,
          { ...venue, locationSource: 'device', locationPrecision: 'zip' },
          partner,
        ),
      () => call(updateVenue, { id, locationSource: 'map' }, partner),
      () =>
        call(updateVenue, { id, location: venue.location, locationPrecision: 'street' }, partner),
    ]) {
      await expectRefused(attempt, 'invalid-argument');
    }
  });
});
