import {
  type DisbursalMark,
  type DocumentOf,
  FundaxError,
  type LedgerEntry,
  type PayoutParty,
  type WithId,
  hasEnded,
  isAwaitingPayment,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef } from '../data/documents';

type PayoutEvent = Pick<
  DocumentOf<'events'>,
  'eventEnd' | 'partnerId' | 'fundaxerId' | '_status' | '_protected'
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
 * the awaiting-payment flag that follows from the marks, in the same transaction as the ledger.
 */
export function setDisbursalMark(
  tx: Transaction,
  event: WithId<DocumentOf<'events'>>,
  party: PayoutParty,
  mark: DisbursalMark | null,
  now: Date,
): void {
  const disbursal = { ...event._protected.disbursal, [party]: mark };
  tx.update(docRef('events', event.id), {
    [`_protected.disbursal.${party}`]: mark,
    '_protected.awaitingPayment': isAwaitingPayment(
      { ...event, _protected: { ...event._protected, disbursal } },
      now,
    ),
    updatedAt: now,
  });
}
