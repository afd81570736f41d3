import { statementSchema } from '@fundax/core';
import { type Firestore, and, or, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `statements` documents as clients read them: parsed by their schema, with their id. */
export const statementsConverter = readConverter('statements', statementSchema);

/**
 * One event's settlement statement: the reported result, give-back percent, and per party what
 * is owed, paid, reversed and still due, with each payment's date and reference (no payout
 * details). Its partner, its fundaxer and admins read it. Admins can also compute it from the
 * ledger with core's settlementStatement; absent until results or a payout are recorded.
 */
export function statementDoc(db: Firestore, eventId: string) {
  return typedDoc(db, statementsConverter, eventId);
}

/** The statements of the signed-in user's events (as partner or fundaxer), latest event first. */
export function ownStatementsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, statementsConverter),
    or(where('partnerId', '==', uid), where('fundaxerId', '==', uid)),
    orderBy('eventEnd', 'desc'),
  );
}

/**
 * The signed-in user's statement of one event, as its partner or its fundaxer: one document, or
 * none before any result or payout is recorded. A list, not statementDoc: the rules refuse a
 * party's get of a statement that does not exist yet (they cannot tell whose it would be).
 */
export function ownEventStatementQuery(db: Firestore, uid: string, eventId: string) {
  return query(
    typedCollection(db, statementsConverter),
    and(
      where('eventId', '==', eventId),
      or(where('partnerId', '==', uid), where('fundaxerId', '==', uid)),
    ),
  );
}
