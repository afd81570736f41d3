import { markDisbursal, reverseDisbursal } from '@fundax/core';
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

async function paidEvent() {
  const partner = await member('partner');
  const venueId = await seedVenue(partner.uid);
  const eventId = await seedEvent(venueId, { start: inHours(-5), end: inHours(-2) });
  const admin = await administrator();
  const paid = ok(
    await call(
      markDisbursal,
      {
        eventId,
        party: 'partner',
        amountCents: 9_900,
        reference: 'CHK 2001',
        idempotencyKey: 'pay-key-0001',
      },
      admin,
    ),
  );
  return { partner, admin, eventId, paid };
}

const reversal = (eventId: string, key = 'reverse-key-0001') => ({
  eventId,
  party: 'partner',
  reason: 'Paid to the wrong account.',
  idempotencyKey: key,
});

describe('reverseDisbursal', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('adds a reversal entry, clears the mark and flags the event as awaiting payment', async () => {
    const { admin, eventId, paid } = await paidEvent();
    const result = ok(await call(reverseDisbursal, reversal(eventId), admin));
    expect(result).toMatchObject({ eventId, party: 'partner' });
    expect(await read('ledger', result.entryId)).toMatchObject({
      kind: 'reversal',
      reverses: paid.entryId,
      amountCents: 9_900,
      reason: 'Paid to the wrong account.',
    });
    expect((await read('ledger', paid.entryId)).kind).toBe('payment');
    expect((await read('events', eventId))._protected).toEqual({
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: true,
      countedHash: null,
      resultsReported: false,
      settled: false,
    });
    // The statement keeps both entries: paid, reversed, nothing paid net.
    expect((await read('statements', eventId)).partner).toMatchObject({
      paidCents: 9_900,
      reversedCents: 9_900,
      netPaidCents: 0,
      lines: [
        { kind: 'payment', amountCents: 9_900 },
        { kind: 'reversal', amountCents: 9_900, reason: 'Paid to the wrong account.' },
      ],
    });
    expect(ok(await call(reverseDisbursal, reversal(eventId), admin))).toEqual(result);
    expect((await auditEntries()).map((entry) => [entry.action, entry.reason])).toEqual([
      ['disbursal.mark', null],
      ['disbursal.reverse', 'Paid to the wrong account.'],
    ]);
  });

  it('lets a new payout be recorded after the reversal', async () => {
    const { admin, eventId } = await paidEvent();
    ok(await call(reverseDisbursal, reversal(eventId), admin));
    const again = {
      eventId,
      party: 'partner',
      amountCents: 9_900,
      reference: 'CHK 2002',
      idempotencyKey: 'pay-key-0002',
    };
    ok(await call(markDisbursal, again, admin));
    expect((await read('events', eventId))._protected.disbursal.partner).not.toBeNull();
  });

  it('refuses to reverse a payout that is not recorded with failed-precondition', async () => {
    const { admin, eventId } = await paidEvent();
    await expectRefused(
      () => call(reverseDisbursal, { ...reversal(eventId), party: 'fundaxer' }, admin),
      'failed-precondition',
    );
  });

  it('refuses non-admins, visitors and unknown events', async () => {
    const { partner, eventId } = await paidEvent();
    await expectRefused(
      () => call(reverseDisbursal, reversal(eventId), partner),
      'permission-denied',
    );
    await expectRefused(() => call(reverseDisbursal, reversal(eventId)), 'unauthenticated');
    await expectRefused(
      async () => call(reverseDisbursal, reversal('missing'), await administrator()),
      'not-found',
    );
  });

  it.each([
    ['a missing reason', { reason: undefined }],
    ['a short reason', { reason: 'oops' }],
    ['an unknown party', { party: 'both' }],
    ['a bad idempotency key', { idempotencyKey: 'bad key with spaces' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    await expectRefused(
      async () => call(reverseDisbursal, { ...reversal('e1'), ...change }, await administrator()),
      'invalid-argument',
    );
  });
});
