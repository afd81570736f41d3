import { describe, expect, it } from 'vitest';

import {
  type PayableEvent,
  isAwaitingPayment,
  isSettled,
  payoutReadiness,
  unpaidParties,
} from './payment';

const now = new Date('2026-12-06T12:00:00Z');
const paid = { paidAt: new Date('2026-12-06T09:00:00Z'), entryId: 'ledger-1' };

function event(overrides: {
  eventEnd?: Date;
  fundaxerId?: string | null;
  approved?: boolean | null;
  cancelled?: boolean;
  partner?: typeof paid | null;
  fundaxer?: typeof paid | null;
  salesCents?: number | null;
  partnerSharePercent?: number | null;
}): PayableEvent {
  const salesCents = overrides.salesCents ?? null;
  return {
    eventEnd: overrides.eventEnd ?? new Date('2026-12-05T21:00:00Z'),
    fundaxerId: overrides.fundaxerId === undefined ? 'fundaxer-1' : overrides.fundaxerId,
    salesCents,
    raisedCents: salesCents === null ? 0 : Math.floor((salesCents * 15 + 50) / 100),
    giveback: { percent: 15, partnerSharePercent: overrides.partnerSharePercent ?? null },
    _status: {
      approved: overrides.approved === undefined ? true : overrides.approved,
      cancelled: overrides.cancelled ?? false,
    },
    _protected: {
      disbursal: {
        partner: overrides.partner ?? null,
        fundaxer: overrides.fundaxer ?? null,
      },
      resultsReported: salesCents !== null,
    },
  };
}

describe('awaiting payment', () => {
  it('owes both parties of an ended event with a fundaxer', () => {
    expect(unpaidParties(event({}), now)).toEqual(['partner', 'fundaxer']);
    expect(isAwaitingPayment(event({}), now)).toBe(true);
  });

  it('owes whichever party is still unpaid', () => {
    expect(unpaidParties(event({ partner: paid }), now)).toEqual(['fundaxer']);
    expect(unpaidParties(event({ fundaxer: paid }), now)).toEqual(['partner']);
  });

  it('owes nobody once both are paid', () => {
    expect(unpaidParties(event({ partner: paid, fundaxer: paid }), now)).toEqual([]);
    expect(isAwaitingPayment(event({ partner: paid, fundaxer: paid }), now)).toBe(false);
  });

  it('owes only the partner when the event has no fundaxer', () => {
    expect(unpaidParties(event({ fundaxerId: null }), now)).toEqual(['partner']);
    expect(isAwaitingPayment(event({ fundaxerId: null, partner: paid }), now)).toBe(false);
  });

  it('starts at the instant the event ends (hasEnded: eventEnd <= now)', () => {
    expect(isAwaitingPayment(event({ eventEnd: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(isAwaitingPayment(event({ eventEnd: now }), now)).toBe(true);
    expect(isAwaitingPayment(event({ eventEnd: new Date('2026-12-07T00:00:00Z') }), now)).toBe(
      false,
    );
  });

  it('ignores events that never ran publicly: pending, rejected or cancelled', () => {
    expect(isAwaitingPayment(event({ approved: null }), now)).toBe(false);
    expect(isAwaitingPayment(event({ approved: false }), now)).toBe(false);
    expect(isAwaitingPayment(event({ cancelled: true }), now)).toBe(false);
  });

  it('treats an event stored without the cancelled flag as not cancelled', () => {
    const stored = { ...event({}), _status: { approved: true } };
    expect(isAwaitingPayment(stored, now)).toBe(true);
  });
});

describe('owed nothing', () => {
  it('does not await a fundaxer whose event reported no sales', () => {
    expect(unpaidParties(event({ salesCents: 0 }), now)).toEqual(['partner']);
    expect(unpaidParties(event({ salesCents: 10 }), now)).toEqual(['partner', 'fundaxer']);
  });

  it('does not await a partner whose share of the reported sales is nothing', () => {
    expect(unpaidParties(event({ salesCents: 10_000, partnerSharePercent: 0 }), now)).toEqual([
      'fundaxer',
    ]);
    expect(unpaidParties(event({ salesCents: 10_000, partnerSharePercent: 5 }), now)).toEqual([
      'partner',
      'fundaxer',
    ]);
  });
});

describe('isSettled', () => {
  it('is an approved, ended event that owes nobody', () => {
    expect(isSettled(event({ partner: paid, fundaxer: paid }), now)).toBe(true);
    expect(isSettled(event({ partner: paid, fundaxerId: null }), now)).toBe(true);
    expect(isSettled(event({ partner: paid, salesCents: 0 }), now)).toBe(true);
  });

  it('is not an event still owing, still to end or never approved', () => {
    expect(isSettled(event({ partner: paid }), now)).toBe(false);
    const upcoming = new Date(now.getTime() + 1);
    expect(isSettled(event({ partner: paid, fundaxer: paid, eventEnd: upcoming }), now)).toBe(
      false,
    );
    expect(isSettled(event({ partner: paid, fundaxer: paid, approved: null }), now)).toBe(false);
  });
});

describe('payoutReadiness', () => {
  it('waits for the results before the fundaxer (and a defined partner share) is payable', () => {
    expect(payoutReadiness(event({}), 'fundaxer', now)).toBe('waiting-for-results');
    expect(payoutReadiness(event({ salesCents: 10_000 }), 'fundaxer', now)).toBe('payable');
    expect(payoutReadiness(event({}), 'partner', now)).toBe('payable');
    expect(payoutReadiness(event({ partnerSharePercent: 2 }), 'partner', now)).toBe(
      'waiting-for-results',
    );
  });

  it('tells paid, not ended and not owed apart', () => {
    expect(payoutReadiness(event({ partner: paid }), 'partner', now)).toBe('paid');
    const upcoming = new Date(now.getTime() + 1);
    expect(payoutReadiness(event({ eventEnd: upcoming }), 'partner', now)).toBe('not-ended');
    expect(payoutReadiness(event({ fundaxerId: null }), 'fundaxer', now)).toBe('not-owed');
    expect(payoutReadiness(event({ cancelled: true }), 'partner', now)).toBe('not-owed');
    expect(payoutReadiness(event({ salesCents: 0 }), 'fundaxer', now)).toBe('not-owed');
  });
});
