import { markDisbursal, reportEventResults } from '@fundax/core';
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

const ended = { start: inHours(-5), end: inHours(-2) };

async function setup(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    ...ended,
    fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    percent: 20,
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

const fundraiserTotal = async (uid: string) =>
  (await read('profiles', uid)).fundraiser?.raisedCents;

describe('reportEventResults', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('computes what was raised from the sales, and writes results, statement and audit', async () => {
    const { partner, fundaxer, eventId } = await setup();
    const before = await snapshotDb();
    // 20% of $3,062.53 is $612.506, which rounds half up to $612.51.
    expect(ok(await call(reportEventResults, { eventId, salesCents: 306_253 }, partner))).toEqual({
      eventId,
      salesCents: 306_253,
      raisedCents: 61_251,
    });
    const after = await snapshotDb();
    const changed = Object.keys(after).filter(
      (path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]),
    );
    // Besides the results: the partner's rate-limit counter, and the fundaxer told (inbox and
    // mail, whose ids end in the report's time).
    const stamped = `event-results-reported-${eventId}-<at>`;
    expect(
      changed
        .filter((path) => !path.startsWith('auditLog/'))
        .map((path) => path.replace(/-\d+$/, '-<at>'))
        .sort(),
    ).toEqual(
      [
        `events/${eventId}`,
        `profiles/${fundaxer.uid}`,
        `statements/${eventId}`,
        `rateLimits/${partner.uid}`,
        `mail/${fundaxer.uid}-${stamped}`,
        `users/${fundaxer.uid}/notifications/${stamped}`,
      ].sort(),
    );
    expect(await read('events', eventId)).toMatchObject({
      salesCents: 306_253,
      raisedCents: 61_251,
      _protected: { resultsReported: true, awaitingPayment: true, settled: false },
    });
    expect(await fundraiserTotal(fundaxer.uid)).toBe(61_251);
    expect(await read('statements', eventId)).toMatchObject({
      salesCents: 306_253,
      givebackPercent: 20,
      raisedCents: 61_251,
      fundaxer: { payeeId: fundaxer.uid, owedCents: 61_251, paidCents: 0, balanceCents: 61_251 },
      partner: { owedCents: null },
    });
    expect(await auditEntries()).toMatchObject([
      {
        actorId: partner.uid,
        action: 'event.results',
        targetId: eventId,
        changes: {
          salesBefore: null,
          salesAfter: 306_253,
          raisedBefore: 0,
          raisedAfter: 61_251,
          givebackPercent: 20,
        },
      },
    ]);
  });

  it('recomputes the fundraiser from all its events: a correction replaces, never adds', async () => {
    const { partner, fundaxer, venueId, eventId } = await setup();
    await seedEvent(venueId, {
      ...ended,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      salesCents: 50_000, // 15% = 7,500
    });
    // A stale total (drifted, say) is corrected by the next report.
    await adminDb().doc(`profiles/${fundaxer.uid}`).update({ 'fundraiser.raisedCents': 1 });
    ok(await call(reportEventResults, { eventId, salesCents: 100_000 }, partner));
    expect(await fundraiserTotal(fundaxer.uid)).toBe(20_000 + 7_500);
    ok(await call(reportEventResults, { eventId, salesCents: 40_000 }, partner));
    expect(await fundraiserTotal(fundaxer.uid)).toBe(8_000 + 7_500);
    expect((await auditEntries()).map((entry) => entry.changes?.salesBefore)).toEqual([
      null,
      100_000,
    ]);
  });

  it('changes nothing when the same sales are reported again', async () => {
    const { partner, eventId } = await setup();
    ok(await call(reportEventResults, { eventId, salesCents: 10_000 }, partner));
    const before = await snapshotDb();
    expect(ok(await call(reportEventResults, { eventId, salesCents: 10_000 }, partner))).toEqual({
      eventId,
      salesCents: 10_000,
      raisedCents: 2_000,
    });
    // Only the partner's rate-limit counter moves: every call costs a token, a repeat too.
    const { [`rateLimits/${partner.uid}`]: _counter, ...after } = await snapshotDb();
    const { [`rateLimits/${partner.uid}`]: _before, ...unchanged } = before;
    expect(after).toEqual(unchanged);
  });

  it('takes the largest sales allowed and keeps every total within its schema', async () => {
    const { partner, fundaxer, venueId, eventId } = await setup({ percent: 100 });
    const second = await seedEvent(venueId, {
      ...ended,
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      percent: 100,
    });
    for (const id of [eventId, second]) {
      ok(await call(reportEventResults, { eventId: id, salesCents: 100_000_000 }, partner));
    }
    expect(await fundraiserTotal(fundaxer.uid)).toBe(200_000_000);
    await expectRefused(
      () => call(reportEventResults, { eventId, salesCents: 100_000_001 }, partner),
      'invalid-argument',
    );
  });

  it('after a payout lets only an admin correct the result, and only with a reason', async () => {
    const { partner, fundaxer, eventId } = await setup();
    const admin = await administrator();
    ok(await call(reportEventResults, { eventId, salesCents: 100_000 }, partner));
    ok(
      await call(
        markDisbursal,
        {
          eventId,
          party: 'fundaxer',
          amountCents: 20_000,
          reference: 'Check 2044',
          idempotencyKey: 'payout-key-0001',
        },
        admin,
      ),
    );
    await expectRefused(
      () => call(reportEventResults, { eventId, salesCents: 90_000, reason: 'Recount.' }, partner),
      'failed-precondition',
    );
    await expectRefused(
      () => call(reportEventResults, { eventId, salesCents: 90_000 }, admin),
      'failed-precondition',
    );
    const reason = 'The partner found a refunded catering order.';
    ok(await call(reportEventResults, { eventId, salesCents: 90_000, reason }, admin));
    expect(await read('events', eventId)).toMatchObject({
      salesCents: 90_000,
      raisedCents: 18_000,
    });
    expect(await fundraiserTotal(fundaxer.uid)).toBe(18_000);
    // The statement now shows the fundaxer was paid $20 more than owed.
    expect((await read('statements', eventId)).fundaxer).toMatchObject({
      owedCents: 18_000,
      netPaidCents: 20_000,
      balanceCents: -2_000,
    });
    expect((await auditEntries()).at(-1)).toMatchObject({
      actorId: admin.uid,
      action: 'event.results',
      reason,
      changes: { salesBefore: 100_000, salesAfter: 90_000 },
    });
  });

  it('settles an event whose results owe nobody (a partner payout done, no sales)', async () => {
    const { eventId } = await setup();
    const admin = await administrator();
    ok(
      await call(
        markDisbursal,
        {
          eventId,
          party: 'partner',
          amountCents: 5_000,
          reference: 'ACH 1',
          idempotencyKey: 'payout-key-0002',
        },
        admin,
      ),
    );
    ok(
      await call(
        reportEventResults,
        { eventId, salesCents: 0, reason: 'Nothing qualified.' },
        admin,
      ),
    );
    expect((await read('events', eventId))._protected).toMatchObject({
      awaitingPayment: false,
      settled: true,
    });
  });

  it('refuses the organizing fundaxer and strangers with permission-denied', async () => {
    const { fundaxer, eventId } = await setup();
    const stranger = await member('partner');
    for (const user of [fundaxer, stranger]) {
      await expectRefused(
        () => call(reportEventResults, { eventId, salesCents: 100 }, user),
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
        () => call(reportEventResults, { eventId, salesCents: 100 }, partner),
        'failed-precondition',
      );
    }
  });

  it('refuses an unknown event with not-found and a visitor with unauthenticated', async () => {
    const { partner } = await setup();
    const input = { eventId: 'missing', salesCents: 100 };
    await expectRefused(() => call(reportEventResults, input, partner), 'not-found');
    await expectRefused(() => call(reportEventResults, input), 'unauthenticated');
  });

  it.each([
    ['negative sales', { salesCents: -1 }],
    ['fractional sales', { salesCents: 10.5 }],
    ['sales as text', { salesCents: '100' }],
    ['sales over the ceiling', { salesCents: 100_000_001 }],
    ['the old raisedCents field', { raisedCents: 100 }],
    ['a missing event id', { eventId: undefined }],
    ['an event id with a slash', { eventId: 'a/b' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    const { partner, eventId } = await setup();
    await expectRefused(
      () => call(reportEventResults, { eventId, salesCents: 100, ...change }, partner),
      'invalid-argument',
    );
  });
});
