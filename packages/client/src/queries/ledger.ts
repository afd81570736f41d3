import { ledgerEntrySchema } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `ledger` documents as clients read them: parsed by their schema, with their id. */
export const ledgerConverter = readConverter('ledger', ledgerEntrySchema);

/** One payout or reversal (its payee and admins), e.g. from an event's disbursal entryId. */
export function ledgerEntryDoc(db: Firestore, id: string) {
  return typedDoc(db, ledgerConverter, id);
}

/** The signed-in user's payouts and reversals (portal funds), newest first. */
export function ledgerEntriesForPayeeQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, ledgerConverter),
    where('payeeId', '==', uid),
    orderBy('recordedAt', 'desc'),
  );
}

/** Admin: every payout and reversal of one event, in the order they were recorded. */
export function ledgerEntriesForEventQuery(db: Firestore, eventId: string) {
  return query(
    typedCollection(db, ledgerConverter),
    where('eventId', '==', eventId),
    orderBy('recordedAt'),
  );
}
