import { describe, expect, it } from 'vitest';

import { type PayableEvent, isAwaitingPayment, unpaidParties } from './payment';

const now = new Date('2026-12-06T12:00:00Z');
const paid = { paidAt: new Date('2026-12-06T09:00:00Z'), entryId: 'ledger-1' };

function event(overrides: {
  eventEnd?: Date;
  fundaxerId?: string | null;
  approved?: boolean | null;
  cancelled?: boolean;
  partner?: typeof paid | null;
  fundaxer?: typeof paid | null;
}): PayableEvent {
  return {
    eventEnd: overrides.eventEnd ?? new Date('2026-12-05T21:00:00Z'),
    fundaxerId: overrides.fundaxerId === undefined ? 'fundaxer-1' : overrides.fundaxerId,
    _status: {
      approved: overrides.approved === undefined ? true : overrides.approved,
      cancelled: overrides.cancelled ?? false,
    },
    _protected: {
      disbursal: {
        partner: overrides.partner ?? null,
        fundaxer: overrides.fundaxer ?? null,
      },
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
