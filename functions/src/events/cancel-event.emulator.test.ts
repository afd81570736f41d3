import { cancelEvent, revisionId, updateEvent } from '@fundax/core';
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

async function setup(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const venueId = await seedVenue(partner.uid);
  return { partner, eventId: await seedEvent(venueId, options) };
}

describe('cancelEvent', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('cancels and hides an upcoming event, once, with an audit entry', async () => {
    const { partner, eventId } = await setup();
    const input = { id: eventId, reason: 'The band bus broke down.' };
    expect(ok(await call(cancelEvent, input, partner))).toEqual({ id: eventId });
    ok(await call(cancelEvent, input, partner));
    expect((await read('events', eventId))._status).toMatchObject({
      cancelled: true,
      cancelReason: 'The band bus broke down.',
      disabled: true,
    });
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'event.cancel', actorId: partner.uid });
  });

  it('withdraws a change that was waiting for review', async () => {
    const { partner, eventId } = await setup();
    ok(await call(updateEvent, { id: eventId, title: 'Band night II' }, partner));
    ok(await call(cancelEvent, { id: eventId }, partner));
    expect((await read('revisions', revisionId('event', eventId))).state).toBe('withdrawn');
  });

  it('lets an admin cancel any event', async () => {
    const { eventId } = await setup();
    ok(await call(cancelEvent, { id: eventId }, await administrator()));
    expect((await read('events', eventId))._status.cancelled).toBe(true);
  });

  it('refuses another user with permission-denied', async () => {
    const { eventId } = await setup();
    const stranger = await member('fundaxer');
    await expectRefused(() => call(cancelEvent, { id: eventId }, stranger), 'permission-denied');
  });

  it('refuses an event that ended with failed-precondition', async () => {
    const { partner, eventId } = await setup({ start: inHours(-4), end: inHours(-1) });
    await expectRefused(() => call(cancelEvent, { id: eventId }, partner), 'failed-precondition');
  });

  it('refuses an unknown event with not-found and a visitor with unauthenticated', async () => {
    const { partner } = await setup();
    await expectRefused(() => call(cancelEvent, { id: 'missing' }, partner), 'not-found');
    await expectRefused(() => call(cancelEvent, { id: 'missing' }), 'unauthenticated');
  });

  it.each([
    ['a missing id', {}],
    ['an id with a slash', { id: 'events/x' }],
    ['a short reason', { id: 'e1', reason: 'no' }],
    ['a reason that is not text', { id: 'e1', reason: ['no'] }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    const { partner } = await setup();
    await expectRefused(() => call(cancelEvent, payload, partner), 'invalid-argument');
  });
});
