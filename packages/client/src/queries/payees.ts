import { type PayoutParty, payeeRecordId, payeeSchema } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `payees` documents as clients read them: parsed by their schema, with their id. */
export const payeesConverter = readConverter('payees', payeeSchema);

/**
 * Who one party of an event is paid, fixed when the event was approved: name, id, payout
 * method and last four digits (the admin's payout form shows it). The payee and admins only.
 */
export function payeeDoc(db: Firestore, eventId: string, party: PayoutParty) {
  return typedDoc(db, payeesConverter, payeeRecordId(eventId, party));
}

/** Admin: both payees of an event (partner, fundaxer). */
export function payeesForEventQuery(db: Firestore, eventId: string) {
  return query(
    typedCollection(db, payeesConverter),
    where('eventId', '==', eventId),
    orderBy('party'),
  );
}

/** The signed-in user's own fixed payout details, per event, most recently fixed first. */
export function ownPayeeRecordsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, payeesConverter),
    where('payeeId', '==', uid),
    orderBy('frozenAt', 'desc'),
  );
}
