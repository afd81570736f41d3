import { describe, expect, it } from 'vitest';

import { paymentEntryId, reversalEntryId } from './ledger-ids';
import { assertSameRequest, payeeFor } from './payout-rules';

const now = new Date('2026-11-01T12:00:00Z');
const event = (changes: Record<string, unknown> = {}) => ({
  eventEnd: new Date('2026-11-01T11:00:00Z'),
  partnerId: 'p1',
  fundaxerId: 'f1' as string | null,
  _status: {
    approved: true as boolean | null,
    cancelled: false,
    disabled: false,
    cancelReason: null,
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
  },
  _protected: {
    disbursal: { partner: null, fundaxer: null },
    awaitingPayment: true,
    countedHash: null,
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
        disbursal: { partner: { paidAt: now, entryId: 'payment-k1' }, fundaxer: null },
        awaitingPayment: true,
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
