import { supportRequestSchema } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `supportRequests` documents as clients read them: parsed by their schema, with their id. */
export const supportRequestsConverter = readConverter('supportRequests', supportRequestSchema);

/** One support request (its requester and admins). */
export function supportRequestDoc(db: Firestore, id: string) {
  return typedDoc(db, supportRequestsConverter, id);
}

/** The signed-in user's own support requests, newest first. */
export function ownSupportRequestsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, supportRequestsConverter),
    where('requesterId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: the open support requests, oldest first. */
export function openSupportRequestsQuery(db: Firestore) {
  return query(
    typedCollection(db, supportRequestsConverter),
    where('status', '==', 'open'),
    orderBy('createdAt'),
  );
}
