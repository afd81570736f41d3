import { updateEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
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
  const eventId = await seedEvent(venueId, options);
  return { partner, venueId, eventId };
}

describe('updateEvent', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('keeps an approved event approved when only its description changes', async () => {
    const { partner, eventId } = await setup();
    expect(
      ok(await call(updateEvent, { id: eventId, description: 'Bring friends!' }, partner)),
    ).toEqual({ id: eventId });
    expect(await read('events', eventId)).toMatchObject({
      description: 'Bring friends!',
      _status: { approved: true },
    });
  });

  it('sends an approved event back to review when its dates or terms change', async () => {
    const { partner, eventId } = await setup();
    const eventStart = inHours(72).toISOString();
    const eventEnd = inHours(75).toISOString();
    ok(
      await call(updateEvent, { id: eventId, eventStart, eventEnd, givebackPercent: 20 }, partner),
    );
    expect(await read('events', eventId)).toMatchObject({
      eventStart: new Date(eventStart),
      giveback: { percent: 20 },
      _status: { approved: null, reviewedBy: null },
    });
  });

  it('lets the organizing fundaxer edit, and an admin edit without losing the approval', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, {
      organizerId: fundaxer.uid,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    });
    ok(await call(updateEvent, { id: eventId, title: 'Band night II' }, fundaxer));
    ok(await call(updateEvent, { id: eventId, givebackPercent: 25 }, await administrator()));
    expect(await read('events', eventId)).toMatchObject({
      title: 'Band night II',
      giveback: { percent: 25 },
      _status: { approved: true },
    });
  });

  it('lets the partner name the fundaxer, and clear it', async () => {
    const { partner, eventId } = await setup();
    const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
    ok(await call(updateEvent, { id: eventId, fundaxerId: fundaxer.uid }, partner));
    expect(await read('events', eventId)).toMatchObject({
      fundaxerId: fundaxer.uid,
      fundaxerName: 'Dana Yazzie',
    });
    ok(await call(updateEvent, { id: eventId, fundaxerId: null }, partner));
    expect(await read('events', eventId)).toMatchObject({ fundaxerId: null, fundaxerName: null });
  });

  it('refuses another user with permission-denied', async () => {
    const { eventId } = await setup();
    const stranger = await member('partner');
    await expectRefused(
      () => call(updateEvent, { id: eventId, title: 'Mine' }, stranger),
      'permission-denied',
    );
  });

  it('refuses an ended or cancelled event with failed-precondition', async () => {
    const { partner, venueId } = await setup();
    const ended = await seedEvent(venueId, { start: inHours(-5), end: inHours(-1) });
    const cancelled = await seedEvent(venueId, { cancelled: true });
    for (const id of [ended, cancelled]) {
      await expectRefused(
        () => call(updateEvent, { id, title: 'Too late' }, partner),
        'failed-precondition',
      );
    }
  });

  it('refuses a new start in the past with failed-precondition', async () => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: eventId, eventStart: inHours(-1).toISOString() }, partner),
      'failed-precondition',
    );
  });

  it('refuses a new end before the stored start with invalid-argument', async () => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: eventId, eventEnd: inHours(1).toISOString() }, partner),
      'invalid-argument',
    );
  });

  it('refuses an unknown event or fundaxer with not-found', async () => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: 'nope', title: 'Hello' }, partner),
      'not-found',
    );
    await expectRefused(
      () => call(updateEvent, { id: eventId, fundaxerId: 'nobody' }, partner),
      'not-found',
    );
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expectRefused(() => call(updateEvent, { id: 'e1', title: 'Hello' }), 'unauthenticated');
  });

  it.each([
    ['no change', {}],
    ['a short title', { title: 'x' }],
    ['a bad date', { eventStart: 'tomorrow' }],
    ['a give-back of 0', { givebackPercent: 0 }],
    ['a goal in dollars', { goalCents: 12.5 }],
    ['a bad image url', { imageUrl: 'file:///etc/passwd' }],
    ['a venue change', { venueId: 'v2' }],
    ['a forged disbursal', { _protected: { disbursal: { partner: null } } }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(updateEvent, { id: eventId, ...change }, partner),
      'invalid-argument',
    );
  });
});
