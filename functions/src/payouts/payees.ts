import {
  type DocumentOf,
  type Payee,
  type PayoutParty,
  type WithId,
  payeeRecordId,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef, readDoc } from '../data/documents';

type PayeeEvent = Pick<WithId<DocumentOf<'events'>>, 'id' | 'partnerId' | 'fundaxerId'>;

/**
 * Who `party` of the event is paid, as the account says now: the payout profile's payee name,
 * method and last four (else the account's name, and no method on file). Read in the caller's
 * transaction; the result is written as the frozen payee.
 */
export async function currentPayee(
  tx: Transaction,
  event: PayeeEvent,
  party: PayoutParty,
  frozenBy: string,
  now: Date,
): Promise<Payee | null> {
  const payeeId = party === 'partner' ? event.partnerId : event.fundaxerId;
  if (!payeeId) return null;
  const account = await readDoc(tx, 'users', payeeId);
  return {
    eventId: event.id,
    party,
    payeeId,
    name: account?.payoutProfile?.payeeName ?? account?.displayName ?? payeeId,
    method: account?.payoutProfile?.method ?? null,
    accountLast4: account?.payoutProfile?.accountLast4 ?? null,
    frozenAt: now,
    frozenBy,
  };
}

/** The payees of both parties, read now (for an approval that fixes them). */
export async function currentPayees(
  tx: Transaction,
  event: PayeeEvent,
  frozenBy: string,
  now: Date,
): Promise<Payee[]> {
  const payees = await Promise.all(
    (['partner', 'fundaxer'] as const).map((party) =>
      currentPayee(tx, event, party, frozenBy, now),
    ),
  );
  return payees.filter((payee) => payee !== null);
}

/** Fixes payees (payees/{eventId-party}): from now on markDisbursal pays these. */
export function freezePayees(tx: Transaction, payees: readonly Payee[]): void {
  for (const payee of payees) {
    tx.set(docRef('payees', payeeRecordId(payee.eventId, payee.party)), payee);
  }
}

/** The payee fixed for `party`, if any. */
export async function frozenPayee(
  tx: Transaction,
  eventId: string,
  party: PayoutParty,
): Promise<WithId<Payee> | null> {
  return readDoc(tx, 'payees', payeeRecordId(eventId, party));
}
