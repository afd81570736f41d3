import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** One payout or reversal (its payee and admins), e.g. from an event's disbursal entryId. */
export function ledgerEntryDoc(db: Firestore, id: string) {
  return typedDoc(db, 'ledger', id);
}

/** The signed-in user's payouts and reversals (portal funds), newest first. */
export function ledgerEntriesForPayeeQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, 'ledger'),
    where('payeeId', '==', uid),
    orderBy('recordedAt', 'desc'),
  );
}

/** Admin: every payout and reversal of one event, in the order they were recorded. */
export function ledgerEntriesForEventQuery(db: Firestore, eventId: string) {
  return query(
    typedCollection(db, 'ledger'),
    where('eventId', '==', eventId),
    orderBy('recordedAt'),
  );
}
