import { reportEventResults } from '@fundax/core';
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

const ended = { start: inHours(-5), end: inHours(-2) };

async function setup(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    ...ended,
    fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

describe('reportEventResults', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('records the total and moves the fundraiser by the difference on a correction', async () => {
    const { partner, fundaxer, eventId } = await setup();
    expect(ok(await call(reportEventResults, { eventId, raisedCents: 40_000 }, partner))).toEqual({
      eventId,
      raisedCents: 40_000,
    });
    expect((await read('profiles', fundaxer.uid)).fundraiser?.raisedCents).toBe(40_000);
    ok(await call(reportEventResults, { eventId, raisedCents: 35_000 }, await administrator()));
    expect((await read('events', eventId)).raisedCents).toBe(35_000);
    expect((await read('profiles', fundaxer.uid)).fundraiser?.raisedCents).toBe(35_000);
  });

  it('refuses the organizing fundaxer and strangers with permission-denied', async () => {
    const { fundaxer, eventId } = await setup();
    const stranger = await member('partner');
    for (const user of [fundaxer, stranger]) {
      await expectRefused(
        () => call(reportEventResults, { eventId, raisedCents: 100 }, user),
        'permission-denied',
      );
    }
  });

  it('refuses an event that has not ended, or was cancelled or never approved', async () => {
    const { partner, venueId } = await setup();
    const upcoming = await seedEvent(venueId);
    const cancelled = await seedEvent(venueId, { ...ended, cancelled: true });
    const pending = await seedEvent(venueId, { ...ended, approved: null });
    for (const eventId of [upcoming, cancelled, pending]) {
      await expectRefused(
        () => call(reportEventResults, { eventId, raisedCents: 100 }, partner),
        'failed-precondition',
      );
    }
  });

  it('refuses an unknown event with not-found and a visitor with unauthenticated', async () => {
    const { partner } = await setup();
    const input = { eventId: 'missing', raisedCents: 100 };
    await expectRefused(() => call(reportEventResults, input, partner), 'not-found');
    await expectRefused(() => call(reportEventResults, input), 'unauthenticated');
  });

  it.each([
    ['a negative total', { raisedCents: -1 }],
    ['a fractional total', { raisedCents: 10.5 }],
    ['a total as text', { raisedCents: '100' }],
    ['a missing event id', { eventId: undefined }],
    ['an event id with a slash', { eventId: 'a/b' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(reportEventResults, { eventId, raisedCents: 100, ...change }, partner),
      'invalid-argument',
    );
  });
});
