import { payeeRecordId, reviewEvent } from '@fundax/core';
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
  setPayoutProfile,
} from '../test-support/fixtures';

async function pendingEvent(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const venueId = await seedVenue(partner.uid);
  return { partner, venueId, eventId: await seedEvent(venueId, { approved: null, ...options }) };
}

describe('reviewEvent', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('approves once: approving again is not an error and changes nothing', async () => {
    const { eventId } = await pendingEvent();
    const admin = await administrator();
    expect(ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin))).toEqual({
      id: eventId,
      approved: true,
    });
    const approved = await read('events', eventId);
    expect(approved._status).toMatchObject({ approved: true, reviewedBy: admin.uid, reason: null });
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, await administrator()));
    expect(await read('events', eventId)).toEqual(approved);
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.uid,
      action: 'event.approve',
      targetType: 'event',
      targetId: eventId,
      changes: { approved: true, previous: 'pending' },
    });
  });

  it('rejects with the reason the owner will see', async () => {
    const { eventId } = await pendingEvent();
    const input = { id: eventId, decision: 'reject', reason: 'Dates clash with a holiday.' };
    ok(await call(reviewEvent, input, await administrator()));
    expect((await read('events', eventId))._status).toMatchObject({
      approved: false,
      reason: 'Dates clash with a holiday.',
    });
    expect((await auditEntries())[0]).toMatchObject({
      action: 'event.reject',
      reason: 'Dates clash with a holiday.',
    });
  });

  it('leaves one consistent state when two admins approve at once', async () => {
    const { eventId } = await pendingEvent();
    const [first, second] = [await administrator(), await administrator()];
    const results = await Promise.all([
      call(reviewEvent, { id: eventId, decision: 'approve' }, first),
      call(reviewEvent, { id: eventId, decision: 'approve' }, second),
    ]);
    expect(results.map((result) => ok(result))).toEqual([
      { id: eventId, approved: true },
      { id: eventId, approved: true },
    ]);
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect((await read('events', eventId))._status.reviewedBy).toBe(entries[0]?.actorId);
  });

  it('leaves the last decision in place, with its audit entry, when two admins disagree at once', async () => {
    const { eventId } = await pendingEvent();
    const [first, second] = [await administrator(), await administrator()];
    await Promise.all([
      call(reviewEvent, { id: eventId, decision: 'approve' }, first),
      call(reviewEvent, { id: eventId, decision: 'reject', reason: 'Not a fundraiser.' }, second),
    ]);
    const status = (await read('events', eventId))._status;
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    const last = entries[entries.length - 1];
    expect(last?.changes?.approved).toBe(status.approved);
    expect(last?.actorId).toBe(status.reviewedBy);
    expect(entries[0]?.changes?.previous).toBe('pending');
  });

  it('refuses to approve a cancelled or ended event with failed-precondition', async () => {
    const { venueId } = await pendingEvent();
    const admin = await administrator();
    for (const id of [
      await seedEvent(venueId, { approved: null, cancelled: true }),
      await seedEvent(venueId, { approved: null, start: inHours(-4), end: inHours(-1) }),
    ]) {
      await expectRefused(
        () => call(reviewEvent, { id, decision: 'approve' }, admin),
        'failed-precondition',
      );
    }
  });

  it('waits for both sides: refuses to approve a proposal not accepted, or declined', async () => {
    const { venueId } = await pendingEvent();
    const admin = await administrator();
    const fundaxer = { id: 'f-1', name: 'Dana' };
    const cases: [Parameters<typeof seedEvent>[1], string][] = [
      [
        { fundaxer, consent: { partner: 'awaiting', fundaxer: 'agreed' } },
        'Not yet: The partner has not accepted it yet.',
      ],
      [
        { fundaxer, consent: { fundaxer: 'awaiting' } },
        'Not yet: The fundaxer has not accepted it yet.',
      ],
      [
        { fundaxer, consent: { fundaxer: 'declined' } },
        'Not yet: The fundaxer declined this proposal.',
      ],
    ];
    for (const [options, message] of cases) {
      const id = await seedEvent(venueId, { approved: null, ...options });
      await expectRefused(
        () => call(reviewEvent, { id, decision: 'approve' }, admin),
        'failed-precondition',
      );
      const result = await call(reviewEvent, { id, decision: 'approve' }, admin);
      expect(result.ok ? null : result.message).toBe(message);
    }
    // A rejection needs nobody's agreement.
    const id = await seedEvent(venueId, {
      approved: null,
      fundaxer,
      consent: { partner: 'awaiting' },
    });
    ok(await call(reviewEvent, { id, decision: 'reject', reason: 'Not a fundraiser.' }, admin));
  });

  it('refuses to approve an event still pending when it started: it expired', async () => {
    const { venueId } = await pendingEvent();
    const admin = await administrator();
    const started = await seedEvent(venueId, {
      approved: null,
      start: inHours(-1),
      end: inHours(2),
    });
    await expectRefused(
      () => call(reviewEvent, { id: started, decision: 'approve' }, admin),
      'failed-precondition',
    );
    const result = await call(reviewEvent, { id: started, decision: 'approve' }, admin);
    expect(result.ok ? null : result.message).toMatch(/expired/);
  });

  it('fixes each party’s payee (name, id, method, last four) when it approves', async () => {
    const partner = await member('partner', { displayName: 'Miguel Baca' });
    const fundaxer = await member('fundaxer');
    await setPayoutProfile(fundaxer.uid, { payeeName: 'Band Boosters', accountLast4: '2468' });
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, {
      approved: null,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      consent: { fundaxer: 'agreed' },
    });
    const admin = await administrator();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    expect(await read('payees', payeeRecordId(eventId, 'fundaxer'))).toMatchObject({
      eventId,
      party: 'fundaxer',
      payeeId: fundaxer.uid,
      name: 'Band Boosters',
      method: 'ach',
      accountLast4: '2468',
      frozenBy: admin.uid,
    });
    // No payout profile on file: the account's name, and no method.
    expect(await read('payees', payeeRecordId(eventId, 'partner'))).toMatchObject({
      payeeId: partner.uid,
      name: 'Miguel Baca',
      method: null,
      accountLast4: null,
    });
  });

  it('refuses to approve an event at a venue that is pending or removed', async () => {
    const partner = await member('partner');
    const admin = await administrator();
    for (const venue of [{ approved: null }, { disabled: true }]) {
      const id = await seedEvent(await seedVenue(partner.uid, venue), { approved: null });
      await expectRefused(
        () => call(reviewEvent, { id, decision: 'approve' }, admin),
        'failed-precondition',
      );
    }
  });

  it('refuses non-admins, visitors and unknown events', async () => {
    const { partner, eventId } = await pendingEvent();
    await expectRefused(
      () => call(reviewEvent, { id: eventId, decision: 'approve' }, partner),
      'permission-denied',
    );
    await expectRefused(
      () => call(reviewEvent, { id: eventId, decision: 'approve' }),
      'unauthenticated',
    );
    await expectRefused(
      async () => call(reviewEvent, { id: 'missing', decision: 'approve' }, await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a rejection without a reason', { id: 'e1', decision: 'reject' }],
    ['an unknown decision', { id: 'e1', decision: 'maybe' }],
    ['a missing id', { decision: 'approve' }],
    ['an id with a slash', { id: 'events/e1', decision: 'approve' }],
    ['a short reason', { id: 'e1', decision: 'reject', reason: 'no' }],
    ['an extra field', { id: 'e1', decision: 'approve', approved: true }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    await expectRefused(
      async () => call(reviewEvent, payload, await administrator()),
      'invalid-argument',
    );
  });
});
