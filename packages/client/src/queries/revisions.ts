import { type Revision, revisionId, revisionSchema } from '@fundax/core';
import { type Firestore, and, or, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `revisions` documents as clients read them: parsed by their schema, with their id. */
export const revisionsConverter = readConverter('revisions', revisionSchema);

/**
 * The change waiting for review (or last reviewed) of one approved event or venue: its owners
 * (partner, organizer, the fundaxers concerned) and admins read it. The approved listing stays
 * as the public knows it; this holds the new values (`changes`) and the approved ones
 * (`current`), whether the other side accepted (`consent`) and the review's outcome.
 */
export function revisionDoc(db: Firestore, targetType: Revision['targetType'], targetId: string) {
  return typedDoc(db, revisionsConverter, revisionId(targetType, targetId));
}

/** The signed-in user's revisions in every state (portal), most recently changed first. */
export function ownRevisionsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, revisionsConverter),
    or(
      where('partnerId', '==', uid),
      where('organizerId', '==', uid),
      where('fundaxerId', '==', uid),
      where('currentFundaxerId', '==', uid),
    ),
    orderBy('updatedAt', 'desc'),
  );
}

/**
 * The signed-in user's revision of one of their listings (event or venue), in whatever state it
 * was last left: one document, or none if the listing was never changed after approval. A list,
 * not revisionDoc: the rules refuse a get of a revision that does not exist (they cannot tell
 * whose it would be), and most approved listings have none.
 */
export function ownListingRevisionQuery(
  db: Firestore,
  uid: string,
  targetType: Revision['targetType'],
  targetId: string,
) {
  return query(
    typedCollection(db, revisionsConverter),
    and(
      where('targetType', '==', targetType),
      where('targetId', '==', targetId),
      or(
        where('partnerId', '==', uid),
        where('organizerId', '==', uid),
        where('fundaxerId', '==', uid),
        where('currentFundaxerId', '==', uid),
      ),
    ),
  );
}

/**
 * Changes to approved events waiting for the signed-in user's answer (respondToEvent): as the
 * partner, or as the fundaxer the change would have. Oldest first.
 */
export function revisionsAwaitingMeQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, revisionsConverter),
    or(
      and(
        where('partnerId', '==', uid),
        where('state', '==', 'pending'),
        where('consent.partner', '==', 'awaiting'),
      ),
      and(
        where('fundaxerId', '==', uid),
        where('state', '==', 'pending'),
        where('consent.fundaxer', '==', 'awaiting'),
      ),
    ),
    orderBy('updatedAt'),
  );
}

/** Admin: changes ready for review (both sides agree), oldest first. */
export function pendingRevisionsQuery(db: Firestore) {
  return query(
    typedCollection(db, revisionsConverter),
    where('state', '==', 'pending'),
    where('consent.partner', '==', 'agreed'),
    where('consent.fundaxer', 'in', ['agreed', 'none']),
    orderBy('updatedAt'),
  );
}
