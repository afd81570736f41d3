import type { PayoutParty } from '../schemas/events';
import { hasEnded } from './event-access';

/** The fields of an event that decide whether its payouts are due. */
export interface PayableEvent {
  eventEnd: Date;
  fundaxerId: string | null;
  _status: { approved: boolean | null; cancelled?: boolean };
  _protected: { disbursal: { partner: unknown; fundaxer: unknown } };
}

/**
 * The parties still owed a payout for an event, partner first. An event that has ended
 * (hasEnded) and whose partner or fundaxer disbursal is null awaits payment. Refined for the
 * product:
 * - only approved, not cancelled events count: nothing was raised at an event that never ran
 *   publicly, so nobody is owed;
 * - an event without a fundaxer (fundaxerId null) owes only its partner, so its null fundaxer
 *   disbursal never makes it await payment.
 * A disbursal is paid when it holds anything but null (functions store a DisbursalMark).
 */
export function unpaidParties(event: PayableEvent, now: Date): PayoutParty[] {
  if (event._status.approved !== true || event._status.cancelled === true) return [];
  if (!hasEnded(event, now)) return [];
  const unpaid: PayoutParty[] = [];
  if (event._protected.disbursal.partner === null) unpaid.push('partner');
  if (event.fundaxerId !== null && event._protected.disbursal.fundaxer === null) {
    unpaid.push('fundaxer');
  }
  return unpaid;
}

/** "Awaiting payment" (docs/product.md §4.4, refined as unpaidParties describes). */
export function isAwaitingPayment(event: PayableEvent, now: Date): boolean {
  return unpaidParties(event, now).length > 0;
}
