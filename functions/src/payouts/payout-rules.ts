import {
  type DisbursalMark,
  type DocumentOf,
  FundaxError,
  type LedgerEntry,
  type PayoutParty,
  type WithId,
  formatCents,
  hasEnded,
  isAwaitingPayment,
  isSettled,
  owedCents,
  payoutNeedsResults,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef } from '../data/documents';
import { countEventChange } from '../nearby/nearby-counts';

type PayoutEvent = Pick<
  DocumentOf<'events'>,
  | 'eventEnd'
  | 'partnerId'
  | 'fundaxerId'
  | 'salesCents'
  | 'raisedCents'
  | 'giveback'
  | '_status'
  | '_protected'
>;

/**
 * Who a payout to `party` goes to, once the event has run: it must be approved, not cancelled
 * and ended; a fundaxer payout needs a fundaxer; and the party must not be paid already (a
 * different key cannot pay twice: reverse the first payment to record another).
 */
export function payeeFor(event: PayoutEvent, party: PayoutParty, now: Date): string {
  if (event._status.cancelled) {
    throw new FundaxError('failed-precondition', 'This event was cancelled: nothing is paid out.');
  }
  if (event._status.approved !== true) {
    throw new FundaxError('failed-precondition', 'Only approved events are paid out.');
  }
  if (!hasEnded(event, now)) {
    throw new FundaxError('failed-precondition', 'This event has not ended yet.');
  }
  const payeeId = party === 'partner' ? event.partnerId : event.fundaxerId;
  if (!payeeId) {
    throw new FundaxError('failed-precondition', 'This event has no fundaxer to pay.');
  }
  const paid = event._protected.disbursal[party];
  if (paid) {
    throw new FundaxError(
      'aborted',
      `The ${party} of this event was already paid (ledger entry ${paid.entryId}). Reverse that payment to record a different one.`,
      { entryId: paid.entryId },
    );
  }
  return payeeId;
}

/**
 * The amount a payout to `party` must be, as settled from the results: the fundaxer (and a
 * partner whose share the terms define) only once the results are reported, and the owed
 * amount unless the admin gives the reason for another. Returns what was owed (null when an
 * admin enters the partner's payout).
 */
export function assertPayoutAmount(
  event: PayoutEvent,
  party: PayoutParty,
  amountCents: number,
  adjustmentReason: string | undefined,
): number | null {
  if (payoutNeedsResults(event, party) && !event._protected.resultsReported) {
    throw new FundaxError(
      'failed-precondition',
      `The results of this event are not reported yet: the ${party}’s payout follows from them.`,
    );
  }
  const owed = owedCents(event, party);
  if (owed !== null && amountCents !== owed && adjustmentReason === undefined) {
    throw new FundaxError(
      'failed-precondition',
      `The ${party} is owed ${formatCents(owed)}. To pay another amount, give an adjustment reason.`,
      { owedCents: owed },
    );
  }
  return owed;
}

/**
 * The bookkeeping flags of an event as it will be after a write: awaiting payment (a party
 * still owed) and settled (ended and owing nobody; the schedule skips settled events).
 */
export function payoutFlags(event: PayoutEvent, now: Date): Record<string, boolean> {
  return {
    '_protected.awaitingPayment': isAwaitingPayment(event, now),
    '_protected.settled': isSettled(event, now),
  };
}

/**
 * The flags, and the nearby count an ended event gives up, for an event as it will be after a
 * write, in the caller's transaction: whatever settles an event also takes it out of the
 * counts, because the schedule never reads a settled event again.
 */
export function bookkeepingUpdate(
  tx: Transaction,
  after: PayoutEvent & Pick<DocumentOf<'events'>, '_geoloc'>,
  now: Date,
): Record<string, unknown> {
  return { ...payoutFlags(after, now), ...countEventChange(tx, after, now) };
}

type Entry = Pick<LedgerEntry, 'kind' | 'eventId' | 'party' | 'amountCents' | 'reference'>;

/**
 * A ledger entry already stored under this call's idempotency key: the same request replays
 * its result; anything else reusing the key is refused rather than silently answered.
 */
export function assertSameRequest(
  stored: Entry,
  request: Pick<Entry, 'kind' | 'eventId' | 'party'> & Partial<Entry>,
): void {
  const same =
    stored.kind === request.kind &&
    stored.eventId === request.eventId &&
    stored.party === request.party &&
    (request.amountCents === undefined || stored.amountCents === request.amountCents) &&
    (request.reference === undefined || stored.reference === request.reference);
  if (!same) {
    throw new FundaxError(
      'failed-precondition',
      'This idempotency key was already used for a different request. Use a new key.',
    );
  }
}

/**
 * Sets (a payment) or clears (a reversal) the public mark of `party`'s payout on the event, and
 * the flags that follow from the marks, in the same transaction as the ledger. An ended event
 * leaves nearby counts here too, so a settled event needs nothing more from the schedule.
 * Returns the event as it is after the write.
 */
export function setDisbursalMark(
  tx: Transaction,
  event: WithId<DocumentOf<'events'>>,
  party: PayoutParty,
  mark: DisbursalMark | null,
  now: Date,
): WithId<DocumentOf<'events'>> {
  const disbursal = { ...event._protected.disbursal, [party]: mark };
  const after = { ...event, _protected: { ...event._protected, disbursal } };
  tx.update(docRef('events', event.id), {
    [`_protected.disbursal.${party}`]: mark,
    ...bookkeepingUpdate(tx, after, now),
    updatedAt: now,
  });
  return after;
}
