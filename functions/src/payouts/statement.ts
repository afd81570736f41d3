import { type DocumentOf, type WithId, settlementStatement } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef, readQuery } from '../data/documents';
import { db } from '../platform/admin';

export type LedgerEntries = WithId<DocumentOf<'ledger'>>[];

/** Every payment and reversal of an event, read in the caller's transaction. */
export function ledgerEntriesOf(tx: Transaction, eventId: string): Promise<LedgerEntries> {
  return readQuery(tx, 'ledger', db().collection('ledger').where('eventId', '==', eventId));
}

/**
 * Rewrites statements/{eventId} from the event and its ledger entries as they will be after
 * this transaction, so the partner and the fundaxer read a statement that always matches the
 * ledger (they cannot read each other's ledger entries).
 */
export function writeStatement(
  tx: Transaction,
  event: WithId<DocumentOf<'events'>>,
  entries: LedgerEntries,
  now: Date,
): void {
  tx.set(docRef('statements', event.id), {
    ...settlementStatement(event, entries),
    updatedAt: now,
  });
}
