import { markDisbursal, payeeRecordId, reportEventResults, reviewEvent } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectFailure,
  expectRefused,
  inHours,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
  setPayoutProfile,
  snapshotDb,
} from '../test-support/fixtures';

const ended = { start: inHours(-5), end: inHours(-2) };

/** An ended event whose results are reported: $82.30 of sales at 15% raised $12.35 (12.345). */
async function endedEvent(options: Parameters<typeof seedEvent>[1] = {}) {
  const partner = await member('partner');
  const fundaxer = await member('fundaxer');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, {
    ...ended,
    fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
    salesCents: 8_230,
    ...options,
  });
  return { partner, fundaxer, venueId, eventId };
}

const payout = (eventId: string, key = 'payout-key-0001') => ({
  eventId,
  party: 'partner',
  amountCents: 12_345,
  reference: 'ACH 2026-11-30',
  idempotencyKey: key,
});

describe('markDisbursal', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('writes the ledger entry and only a mark on the event; awaiting payment follows', async () => {
    const { partner, fundaxer, eventId } = await endedEvent();
    const admin = await administrator();
    const partnerPaid = ok(await call(markDisbursal, payout(eventId), admin));
    expect(partnerPaid).toMatchObject({ eventId, party: 'partner' });
    const entry = await read('ledger', partnerPaid.entryId);
    expect(entry).toMatchObject({
      kind: 'payment',
      eventId,
      party: 'partner',
      payeeId: partner.uid,
      amountCents: 12_345,
      reference: 'ACH 2026-11-30',
      recordedBy: admin.uid,
    });
    let event = await read('events', eventId);
    expect(event._protected).toEqual({
      disbursal: {
        partner: { paidAt: new Date(partnerPaid.paidAt), entryId: partnerPaid.entryId },
        fundaxer: null,
      },
      awaitingPayment: true,
      countedHash: null,
      resultsReported: true,
      settled: false,
    });
    expect(JSON.stringify(event)).not.toMatch(/12345|ACH 2026/);
    const fundaxerPaid = ok(
      await call(
        markDisbursal,
        { ...payout(eventId, 'payout-key-0002'), party: 'fundaxer', amountCents: 1_235 },
        admin,
      ),
    );
    expect((await read('ledger', fundaxerPaid.entryId)).payeeId).toBe(fundaxer.uid);
    event = await read('events', eventId);
    expect(event._protected).toMatchObject({ awaitingPayment: false, settled: true });
    expect(await read('statements', eventId)).toMatchObject({
      partner: { payeeId: partner.uid, owedCents: null, paidCents: 12_345 },
      fundaxer: { payeeId: fundaxer.uid, owedCents: 1_235, paidCents: 1_235, balanceCents: 0 },
    });
    expect((await auditEntries()).map((e) => [e.action, e.changes?.party])).toEqual([
      ['disbursal.mark', 'partner'],
      ['disbursal.mark', 'fundaxer'],
    ]);
  });

  it('returns the first result for a retry with the same key, after success', async () => {
    const { eventId } = await endedEvent();
    const admin = await administrator();
    const first = ok(await call(markDisbursal, payout(eventId), admin));
    const before = (await adminDb().collection('ledger').get()).size;
    expect(ok(await call(markDisbursal, payout(eventId), await administrator()))).toEqual(first);
    expect((await adminDb().collection('ledger').get()).size).toBe(before);
    expect(await auditEntries()).toHaveLength(1);
  });

  it(
    'turns 20 identical concurrent calls into one ledger entry and 20 identical results',
    { timeout: 120_000 },
    async () => {
      const { eventId } = await endedEvent();
      const admin = await administrator();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => call(markDisbursal, payout(eventId), admin)),
      );
      const data = results.map((result) => ok(result));
      expect(new Set(data.map((result) => JSON.stringify(result))).size).toBe(1);
      expect((await adminDb().collection('ledger').get()).size).toBe(1);
      expect(await auditEntries()).toHaveLength(1);
    },
  );

  it('refuses a party already paid under another key with aborted', async () => {
    const { eventId } = await endedEvent();
    const admin = await administrator();
    ok(await call(markDisbursal, payout(eventId), admin));
    await expectRefused(
      () => call(markDisbursal, payout(eventId, 'another-key-0001'), admin),
      'aborted',
    );
  });

  it('refuses a key reused for a different payout with failed-precondition', async () => {
    const { eventId } = await endedEvent();
    const admin = await administrator();
    ok(await call(markDisbursal, payout(eventId), admin));
    const result = await call(markDisbursal, { ...payout(eventId), amountCents: 1 }, admin);
    expectFailure(result, 'failed-precondition');
  });

  it('refuses events that have not ended, were cancelled, never approved or have no fundaxer', async () => {
    const { venueId } = await endedEvent();
    const admin = await administrator();
    const cases: [string, string][] = [
      [await seedEvent(venueId), 'partner'],
      [await seedEvent(venueId, { ...ended, cancelled: true }), 'partner'],
      [await seedEvent(venueId, { ...ended, approved: null }), 'partner'],
      [await seedEvent(venueId, { ...ended, approved: false }), 'partner'],
      [await seedEvent(venueId, ended), 'fundaxer'],
      // Results not reported: the fundaxer's payout follows from them.
      [await seedEvent(venueId, { ...ended, fundaxer: { id: 'f-x', name: 'F' } }), 'fundaxer'],
    ];
    for (const [eventId, party] of cases) {
      await expectRefused(
        () => call(markDisbursal, { ...payout(eventId), party }, admin),
        'failed-precondition',
      );
    }
  });

  it('refuses non-admins, visitors and unknown events', async () => {
    const { partner, eventId } = await endedEvent();
    await expectRefused(() => call(markDisbursal, payout(eventId), partner), 'permission-denied');
    await expectRefused(() => call(markDisbursal, payout(eventId)), 'unauthenticated');
    await expectRefused(
      async () => call(markDisbursal, payout('missing'), await administrator()),
      'not-found',
    );
  });

  it('pays the fundaxer what is owed, or another amount only with an adjustment reason', async () => {
    const { eventId } = await endedEvent();
    const admin = await administrator();
    const fundaxerPayout = { ...payout(eventId), party: 'fundaxer', amountCents: 1_200 };
    const refused = await call(markDisbursal, fundaxerPayout, admin);
    expectFailure(refused, 'failed-precondition');
    expect(refused.ok ? null : [refused.message, refused.details]).toEqual([
      'The fundaxer is owed $12.35. To pay another amount, give an adjustment reason.',
      { owedCents: 1_235 },
    ]);
    const before = await snapshotDb();
    await expectRefused(() => call(markDisbursal, fundaxerPayout, admin), 'failed-precondition');
    expect(await snapshotDb()).toEqual(before);
    const adjustmentReason = 'Card processing fee of $0.35 withheld by agreement.';
    const paid = ok(await call(markDisbursal, { ...fundaxerPayout, adjustmentReason }, admin));
    expect(await read('ledger', paid.entryId)).toMatchObject({
      amountCents: 1_200,
      owedCents: 1_235,
      reason: adjustmentReason,
    });
    expect((await auditEntries()).at(-1)).toMatchObject({
      action: 'disbursal.mark',
      reason: adjustmentReason,
      changes: { amountCents: 1_200, owedCents: 1_235, party: 'fundaxer' },
    });
    expect((await read('statements', eventId)).fundaxer).toMatchObject({
      owedCents: 1_235,
      netPaidCents: 1_200,
      balanceCents: 35,
      lines: [{ amountCents: 1_200, reason: adjustmentReason, reference: 'ACH 2026-11-30' }],
    });
  });

  it('checks a partner payout against the share the terms define', async () => {
    const { eventId } = await endedEvent({ partnerSharePercent: 3 });
    const admin = await administrator();
    // 3% of $82.30 is $2.469: $2.47 owed.
    await expectRefused(
      () => call(markDisbursal, { ...payout(eventId), amountCents: 250 }, admin),
      'failed-precondition',
    );
    ok(await call(markDisbursal, { ...payout(eventId), amountCents: 247 }, admin));
  });

  it('pays the payee fixed at approval, whatever the account says later', async () => {
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    await setPayoutProfile(fundaxer.uid, { payeeName: 'Band Boosters', accountLast4: '1111' });
    const venueId = await seedVenue(partner.uid);
    const eventId = await seedEvent(venueId, {
      approved: null,
      start: inHours(2),
      end: inHours(5),
      fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
      consent: { partner: 'agreed', fundaxer: 'agreed' },
    });
    const admin = await administrator();
    ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
    const frozen = await read('payees', payeeRecordId(eventId, 'fundaxer'));
    expect(frozen).toMatchObject({
      payeeId: fundaxer.uid,
      name: 'Band Boosters',
      method: 'ach',
      accountLast4: '1111',
      frozenBy: admin.uid,
    });
    // The account's payout details change after approval; the event ends and is reported.
    await setPayoutProfile(fundaxer.uid, { payeeName: 'Someone Else', accountLast4: '9999' });
    await adminDb()
      .doc(`events/${eventId}`)
      .update({ eventStart: inHours(-4), eventEnd: inHours(-1) });
    ok(await call(reportEventResults, { eventId, salesCents: 10_000 }, partner));
    const paid = ok(
      await call(
        markDisbursal,
        { ...payout(eventId), party: 'fundaxer', amountCents: 1_500 },
        admin,
      ),
    );
    expect((await read('ledger', paid.entryId)).payeeId).toBe(fundaxer.uid);
    expect(await read('payees', payeeRecordId(eventId, 'fundaxer'))).toEqual(frozen);
  });

  it('fixes the payee on the first payout of an event approved before payees were fixed', async () => {
    const { partner, eventId } = await endedEvent();
    await setPayoutProfile(partner.uid, { payeeName: 'Baca Coffee LLC', method: 'check' });
    const admin = await administrator();
    ok(await call(markDisbursal, payout(eventId), admin));
    expect(await read('payees', payeeRecordId(eventId, 'partner'))).toMatchObject({
      payeeId: partner.uid,
      name: 'Baca Coffee LLC',
      method: 'check',
      frozenBy: admin.uid,
    });
  });

  it.each([
    ['a zero amount', { amountCents: 0 }],
    ['a negative amount', { amountCents: -100 }],
    ['an amount in dollars', { amountCents: 123.45 }],
    ['an amount as text', { amountCents: '100' }],
    ['an unknown party', { party: 'angel' }],
    ['a missing reference', { reference: undefined }],
    ['a short idempotency key', { idempotencyKey: 'abc' }],
    ['an idempotency key with a slash', { idempotencyKey: 'payout/key/0001' }],
    ['a missing idempotency key', { idempotencyKey: undefined }],
    ['an event id with a slash', { eventId: 'events/e1' }],
    ['a forged payee', { payeeId: 'me' }],
    ['an amount over the ceiling', { amountCents: 100_000_001 }],
    ['an empty adjustment reason', { adjustmentReason: '' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    await expectRefused(
      async () => call(markDisbursal, { ...payout('e1'), ...change }, await administrator()),
      'invalid-argument',
    );
  });
});
