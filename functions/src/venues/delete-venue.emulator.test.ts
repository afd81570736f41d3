import { deleteVenue } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

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
} from '../test-support/fixtures';

describe('deleteVenue', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('disables a venue whose events are over or cancelled, keeping its history', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    const past = await seedEvent(venueId, { start: inHours(-5), end: inHours(-2) });
    await seedEvent(venueId, { cancelled: true });
    expect(ok(await call(deleteVenue, { id: venueId }, partner))).toEqual({ id: venueId });
    expect((await read('venues', venueId))._status.disabled).toBe(true);
    expect(await read('events', past)).toBeTruthy();
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['venue.disable']);
  });

  it('changes nothing when the venue is already removed', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    ok(await call(deleteVenue, { id: venueId }, partner));
    ok(await call(deleteVenue, { id: venueId }, partner));
    expect(await auditEntries()).toHaveLength(1);
  });

  it('lets an admin remove any venue', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    ok(await call(deleteVenue, { id: venueId }, await administrator()));
    expect((await read('venues', venueId))._status.disabled).toBe(true);
  });

  it('refuses while an upcoming event remains, with failed-precondition', async () => {
    const partner = await member('partner');
    const venueId = await seedVenue(partner.uid);
    await seedEvent(venueId);
    await expectRefused(() => call(deleteVenue, { id: venueId }, partner), 'failed-precondition');
  });

  it('refuses another partner with permission-denied', async () => {
    const owner = await member('partner');
    const venueId = await seedVenue(owner.uid);
    const other = await member('partner');
    await expectRefused(() => call(deleteVenue, { id: venueId }, other), 'permission-denied');
  });

  it('refuses an unknown venue with not-found', async () => {
    const owner = await member('partner');
    await expectRefused(() => call(deleteVenue, { id: 'missing' }, owner), 'not-found');
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(deleteVenue, { id: 'missing' }), 'unauthenticated');
  });

  it.each([
    ['a missing id', {}],
    ['an id with a slash', { id: 'a/b' }],
    ['a numeric id', { id: 7 }],
    ['an extra field', { id: 'v1', force: true }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const owner = await member('partner');
    await expectRefused(() => call(deleteVenue, payload, owner), 'invalid-argument');
  });
});
