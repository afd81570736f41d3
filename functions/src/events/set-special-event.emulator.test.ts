import { setSpecialEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

describe('setSpecialEvent', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('features an approved event once and unfeatures it, auditing each change', async () => {
    const partner = await member('partner');
    const eventId = await seedEvent(await seedVenue(partner.uid));
    const admin = await administrator();
    expect(ok(await call(setSpecialEvent, { id: eventId, special: true }, admin))).toEqual({
      id: eventId,
    });
    ok(await call(setSpecialEvent, { id: eventId, special: true }, admin));
    expect((await read('events', eventId)).special).toBe(true);
    ok(await call(setSpecialEvent, { id: eventId, special: false }, admin));
    expect((await read('events', eventId)).special).toBe(false);
    expect((await auditEntries()).map((entry) => entry.changes)).toEqual([
      { special: true },
      { special: false },
    ]);
  });

  it('refuses to feature a pending or cancelled event with failed-precondition', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const admin = await administrator();
    for (const id of [
      await seedEvent(venueId, { approved: null }),
      await seedEvent(venueId, { cancelled: true }),
    ]) {
      await expectRefused(
        () => call(setSpecialEvent, { id, special: true }, admin),
        'failed-precondition',
      );
    }
  });

  it('refuses non-admins, visitors and unknown events', async () => {
    const partner = await member('partner');
    const eventId = await seedEvent(await seedVenue(partner.uid));
    await expectRefused(
      () => call(setSpecialEvent, { id: eventId, special: true }, partner),
      'permission-denied',
    );
    await expectRefused(
      () => call(setSpecialEvent, { id: eventId, special: true }),
      'unauthenticated',
    );
    await expectRefused(
      async () => call(setSpecialEvent, { id: 'missing', special: true }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a missing flag', { id: 'e1' }],
    ['a flag as text', { id: 'e1', special: 'yes' }],
    ['an id with a slash', { id: '../e1', special: true }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(setSpecialEvent, payload, await administrator()),
      'invalid-argument',
    );
  });
});
