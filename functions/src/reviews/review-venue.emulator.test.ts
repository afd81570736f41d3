import { markDisbursal, reportEventResults, reviewVenue } from '@fundax/core';
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
  snapshotDb,
} from '../test-support/fixtures';

describe('reviewVenue', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('approves once, then rejects with a reason, auditing each change', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    const admin = await administrator();
    expect(ok(await call(reviewVenue, { id, decision: 'approve' }, admin))).toEqual({
      id,
      approved: true,
    });
    ok(await call(reviewVenue, { id, decision: 'approve' }, admin));
    ok(await call(reviewVenue, { id, decision: 'reject', reason: 'Closed permanently.' }, admin));
    expect((await read('venues', id))._status).toMatchObject({
      approved: false,
      reason: 'Closed permanently.',
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual([
      'venue.approve',
      'venue.reject',
    ]);
  });

  it('takes a rejected venue’s upcoming events off the public side, and brings them back', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const admin = await administrator();
    const venueId = await seedVenue(partner.uid, { name: 'Green Chile Cafe' });
    const named = { id: fundaxer.uid, name: 'Test fundaxer' };
    const upcoming = await seedEvent(venueId, { organizerId: fundaxer.uid, fundaxer: named });
    const running = await seedEvent(venueId, { start: inHours(-1), end: inHours(2) });
    const cancelled = await seedEvent(venueId, { cancelled: true });
    const ended = await seedEvent(venueId, {
      start: inHours(-5),
      end: inHours(-2),
      fundaxer: named,
    });
    const before = await snapshotDb();
    ok(
      await call(
        reviewVenue,
        { id: venueId, decision: 'reject', reason: 'License lapsed.' },
        admin,
      ),
    );
    const after = await snapshotDb();
    // (Nearby counts move too; nearby-counts.emulator.test.ts checks them.) The partner is told,
    // in the inbox and by mail, whose ids end in the decision's time.
    const changed = Object.keys(after)
      .filter((path) => !path.startsWith('auditLog/') && !path.startsWith('nearbyCounts/'))
      .filter((path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]))
      .map((path) => path.replace(/-\d+$/, '-<at>'))
      .sort();
    const told = `venue-rejected-${venueId}-<at>`;
    expect(changed).toEqual(
      [
        `events/${running}`,
        `events/${upcoming}`,
        `venues/${venueId}`,
        `mail/${partner.uid}-${told}`,
        `users/${partner.uid}/notifications/${told}`,
      ].sort(),
    );
    for (const id of [upcoming, running]) {
      expect((await read('events', id))._status).toMatchObject({
        approved: true,
        disabled: true,
        venueHidden: true,
        // The organizer sees why, not the venue's own review.
        venueHiddenReason:
          '“Green Chile Cafe” is no longer listed on Fundax, so this event is hidden from the public until the venue is approved again.',
      });
    }
    expect((await auditEntries()).map((entry) => [entry.action, entry.targetId]).sort()).toEqual(
      [
        ['event.hide', running],
        ['event.hide', upcoming],
        ['venue.reject', venueId],
      ].sort(),
    );
    // The ended event can still be settled.
    ok(await call(reportEventResults, { eventId: ended, salesCents: 20_000 }, partner));
    ok(
      await call(
        markDisbursal,
        {
          eventId: ended,
          party: 'fundaxer',
          amountCents: 3_000,
          reference: 'Check 1',
          idempotencyKey: 'payout-key-0001',
        },
        admin,
      ),
    );
    // Approved again, the hidden events come back; the cancelled one stays cancelled.
    ok(await call(reviewVenue, { id: venueId, decision: 'approve' }, admin));
    for (const id of [upcoming, running]) {
      expect((await read('events', id))._status).toMatchObject({
        disabled: false,
        venueHidden: false,
        venueHiddenReason: null,
      });
    }
    expect((await read('events', cancelled))._status).toMatchObject({
      cancelled: true,
      venueHidden: false,
    });
  });

  it('leaves one consistent state when two admins approve at once', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    await Promise.all([
      call(reviewVenue, { id, decision: 'approve' }, await administrator()),
      call(reviewVenue, { id, decision: 'approve' }, await administrator()),
    ]);
    expect(await auditEntries()).toHaveLength(1);
    expect((await read('venues', id))._status.approved).toBe(true);
  });

  it('refuses a removed venue with failed-precondition', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null, disabled: true });
    await expectRefused(
      async () => call(reviewVenue, { id, decision: 'approve' }, await administrator()),
      'failed-precondition',
    );
  });

  it('refuses non-admins, visitors and unknown venues', async () => {
    const partner = await member('partner');
    const id = await seedVenue(partner.uid, { approved: null });
    await expectRefused(
      () => call(reviewVenue, { id, decision: 'approve' }, partner),
      'permission-denied',
    );
    await expectRefused(() => call(reviewVenue, { id, decision: 'approve' }), 'unauthenticated');
    await expectRefused(
      async () => call(reviewVenue, { id: 'missing', decision: 'approve' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a rejection without a reason', { id: 'v1', decision: 'reject' }],
    ['a decision as a boolean', { id: 'v1', decision: true }],
    ['a reserved id', { id: '__id__', decision: 'approve' }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(reviewVenue, payload, await administrator()),
      'invalid-argument',
    );
  });
});
