import { describe, expect, it } from 'vitest';

import { paymentEntryId, reversalEntryId } from './ledger-ids';
import { assertPayoutAmount, assertSameRequest, payeeFor, payoutFlags } from './payout-rules';

const now = new Date('2026-11-01T12:00:00Z');
const event = (changes: Record<string, unknown> = {}) => ({
  eventEnd: new Date('2026-11-01T11:00:00Z'),
  partnerId: 'p1',
  fundaxerId: 'f1' as string | null,
  salesCents: null as number | null,
  raisedCents: 0,
  giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null as number | null },
  _status: {
    approved: true as boolean | null,
    cancelled: false,
    disabled: false,
    cancelReason: null,
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
    expired: false,
    venueHidden: false,
    venueHiddenReason: null,
  },
  _protected: {
    disbursal: { partner: null, fundaxer: null } as {
      partner: { paidAt: Date; entryId: string } | null;
      fundaxer: { paidAt: Date; entryId: string } | null;
    },
    awaitingPayment: true,
    countedHash: null,
    resultsReported: false,
    settled: false,
  },
  ...changes,
});
const codeOf = (attempt: () => unknown) => {
  try {
    attempt();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('payeeFor', () => {
  it('pays the partner or the fundaxer of an ended, approved event', () => {
    expect(payeeFor(event(), 'partner', now)).toBe('p1');
    expect(payeeFor(event(), 'fundaxer', now)).toBe('f1');
  });

  it('refuses events that have not ended, were cancelled or were never approved', () => {
    // Owed from the instant the event ends (hasEnded: eventEnd <= now), not a moment before.
    expect(
      codeOf(() => payeeFor(event({ eventEnd: new Date(now.getTime() + 1) }), 'partner', now)),
    ).toBe('failed-precondition');
    expect(payeeFor(event({ eventEnd: now }), 'partner', now)).toBe('p1');
    expect(
      codeOf(() =>
        payeeFor(event({ _status: { ...event()._status, cancelled: true } }), 'partner', now),
      ),
    ).toBe('failed-precondition');
    expect(
      codeOf(() =>
        payeeFor(event({ _status: { ...event()._status, approved: null } }), 'partner', now),
      ),
    ).toBe('failed-precondition');
  });

  it('refuses a fundaxer payout when there is no fundaxer', () => {
    expect(codeOf(() => payeeFor(event({ fundaxerId: null }), 'fundaxer', now))).toBe(
      'failed-precondition',
    );
  });

  it('refuses a party already paid with aborted, naming the entry', () => {
    const paid = event({
      _protected: {
        ...event()._protected,
        disbursal: { partner: { paidAt: now, entryId: 'payment-k1' }, fundaxer: null },
      },
    });
    expect(() => payeeFor(paid, 'partner', now)).toThrow(/payment-k1/);
    expect(codeOf(() => payeeFor(paid, 'partner', now))).toBe('aborted');
  });
});

describe('idempotency', () => {
  const stored = {
    kind: 'payment' as const,
    eventId: 'e1',
    party: 'partner' as const,
    amountCents: 100,
    reference: 'R',
  };

  it('derives distinct ledger ids for payments and reversals from one key', () => {
    expect(paymentEntryId('key-00001')).toBe('payment-key-00001');
    expect(reversalEntryId('key-00001')).toBe('reversal-key-00001');
  });

  it('replays the same request and refuses a key reused for another', () => {
    expect(() => assertSameRequest(stored, stored)).not.toThrow();
    for (const other of [
      { ...stored, amountCents: 101 },
      { ...stored, eventId: 'e2' },
      { ...stored, party: 'fundaxer' as const },
      { ...stored, kind: 'reversal' as const },
    ]) {
      expect(codeOf(() => assertSameRequest(stored, other))).toBe('failed-precondition');
    }
  });
});

describe('assertPayoutAmount', () => {
  const reported = (changes: Record<string, unknown> = {}) =>
    event({
      salesCents: 306_250,
      raisedCents: 61_250,
      _protected: { ...event()._protected, resultsReported: true },
      ...changes,
    });

  it('pays the fundaxer what the results owe, once reported', () => {
    expect(assertPayoutAmount(reported(), 'fundaxer', 61_250, undefined)).toBe(61_250);
    expect(codeOf(() => assertPayoutAmount(event(), 'fundaxer', 61_250, undefined))).toBe(
      'failed-precondition',
    );
  });

  it('refuses another amount without an adjustment reason, and says what is owed', () => {
    expect(() => assertPayoutAmount(reported(), 'fundaxer', 60_000, undefined)).toThrow(
      /owed \$612\.50/,
    );
    expect(assertPayoutAmount(reported(), 'fundaxer', 60_000, 'Card fees withheld')).toBe(61_250);
  });

  it('leaves a partner payout to the admin unless the terms define the share', () => {
    expect(assertPayoutAmount(event(), 'partner', 9_000, undefined)).toBeNull();
    const share = { giveback: { ...event().giveback, partnerSharePercent: 3 } };
    expect(codeOf(() => assertPayoutAmount(event(share), 'partner', 9_188, undefined))).toBe(
      'failed-precondition',
    );
    expect(assertPayoutAmount(reported(share), 'partner', 9_188, undefined)).toBe(9_188);
    expect(codeOf(() => assertPayoutAmount(reported(share), 'partner', 9_000, undefined))).toBe(
      'failed-precondition',
    );
  });
});

describe('payoutFlags', () => {
  it('marks an ended event settled once nobody is owed', () => {
    const mark = { paidAt: now, entryId: 'payment-k1' };
    expect(payoutFlags(event(), now)).toEqual({
      '_protected.awaitingPayment': true,
      '_protected.settled': false,
    });
    const paid = event({
      _protected: { ...event()._protected, disbursal: { partner: mark, fundaxer: mark } },
    });
    expect(payoutFlags(paid, now)).toEqual({
      '_protected.awaitingPayment': false,
      '_protected.settled': true,
    });
  });
});
