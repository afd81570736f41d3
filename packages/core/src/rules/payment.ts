import type { PayoutParty } from '../schemas/events';
import { hasEnded } from './event-access';
import { owedCents, payoutNeedsResults } from './settlement';

/** The fields of an event that decide whether its payouts are due. */
export interface PayableEvent {
  eventEnd: Date;
  fundaxerId: string | null;
  salesCents: number | null;
  raisedCents: number;
  giveback: { percent: number; partnerSharePercent: number | null };
  _status: { approved: boolean | null; cancelled?: boolean };
  _protected: { disbursal: { partner: unknown; fundaxer: unknown }; resultsReported: boolean };
}

/**
 * The parties still owed a payout for an event, partner first. An event that has ended
 * (hasEnded) and whose partner or fundaxer disbursal is null awaits payment. Refined for the
 * product:
 * - only approved, not cancelled events count: nothing was raised at an event that never ran
 *   publicly, so nobody is owed;
 * - an event without a fundaxer (fundaxerId null) owes only its partner, so its null fundaxer
 *   disbursal never makes it await payment;
 * - a party the reported results owe nothing (no sales, or a partner share of 0%) is not
 *   awaited either: there is no payout of nothing to record.
 * A disbursal is paid when it holds anything but null (functions store a DisbursalMark).
 */
export function unpaidParties(event: PayableEvent, now: Date): PayoutParty[] {
  if (event._status.approved !== true || event._status.cancelled === true) return [];
  if (!hasEnded(event, now)) return [];
  return (['partner', 'fundaxer'] as const).filter(
    (party) => event._protected.disbursal[party] === null && owedCents(event, party) !== 0,
  );
}

/** "Awaiting payment" (docs/product.md §4.4, refined as unpaidParties describes). */
export function isAwaitingPayment(event: PayableEvent, now: Date): boolean {
  return unpaidParties(event, now).length > 0;
}

/**
 * Settled: an approved event that has ended and owes nobody any more (every party paid, or
 * owed nothing). The hourly schedule reads only events that are not settled; a reversal makes
 * an event unsettled again.
 */
export function isSettled(event: PayableEvent, now: Date): boolean {
  return event._status.approved === true && hasEnded(event, now) && !isAwaitingPayment(event, now);
}

/**
 * Where one party's payout stands, as the payout queues show it: not owed (never held, no
 * fundaxer, or the results owe nothing), paid, not ended yet, waiting for results (the amount
 * follows from them), or payable. The queues' Firestore query tells waiting from payable by
 * `_protected.resultsReported`.
 */
export type PayoutReadiness = 'not-owed' | 'paid' | 'not-ended' | 'waiting-for-results' | 'payable';

export function payoutReadiness(
  event: PayableEvent,
  party: PayoutParty,
  now: Date,
): PayoutReadiness {
  if (event._status.approved !== true || event._status.cancelled === true) return 'not-owed';
  if (party === 'fundaxer' && event.fundaxerId === null) return 'not-owed';
  if (event._protected.disbursal[party] !== null) return 'paid';
  if (!hasEnded(event, now)) return 'not-ended';
  if (payoutNeedsResults(event, party) && !event._protected.resultsReported) {
    return 'waiting-for-results';
  }
  return owedCents(event, party) === 0 ? 'not-owed' : 'payable';
}
