import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** One support request (its requester and admins). */
export function supportRequestDoc(db: Firestore, id: string) {
  return typedDoc(db, 'supportRequests', id);
}

/** The signed-in user's own support requests, newest first. */
export function ownSupportRequestsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, 'supportRequests'),
    where('requesterId', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: the open support requests, oldest first. */
export function openSupportRequestsQuery(db: Firestore) {
  return query(
    typedCollection(db, 'supportRequests'),
    where('status', '==', 'open'),
    orderBy('createdAt'),
  );
}
