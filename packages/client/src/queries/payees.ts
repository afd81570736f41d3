import { type PayoutParty, payeeRecordId } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/**
 * Who one party of an event is paid, fixed when the event was approved: name, id, payout
 * method and last four digits (the admin's payout form shows it). The payee and admins only.
 */
export function payeeDoc(db: Firestore, eventId: string, party: PayoutParty) {
  return typedDoc(db, 'payees', payeeRecordId(eventId, party));
}

/** Admin: both payees of an event (partner, fundaxer). */
export function payeesForEventQuery(db: Firestore, eventId: string) {
  return query(typedCollection(db, 'payees'), where('eventId', '==', eventId), orderBy('party'));
}

/** The signed-in user's own fixed payout details, per event, most recently fixed first. */
export function ownPayeeRecordsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, 'payees'),
    where('payeeId', '==', uid),
    orderBy('frozenAt', 'desc'),
  );
}
