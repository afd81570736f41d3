import { notificationPath } from '@fundax/core';
import { type Firestore, collection, doc, orderBy, query, where } from 'firebase/firestore/lite';

import { converters } from './converters';
import { typedCollection, typedDoc } from './typed-refs';

/** A person's inbox, `users/{uid}/notifications`, read through the notifications schema. */
function inbox(db: Firestore, uid: string) {
  return collection(db, notificationPath(uid)).withConverter(converters.notifications);
}

/** The signed-in user's inbox, newest first (narrow with `limit`). */
export function notificationsQuery(db: Firestore, uid: string) {
  return query(inbox(db, uid), orderBy('createdAt', 'desc'));
}

/** The signed-in user's unread messages (for the bell's count: `getCount`). */
export function unreadNotificationsQuery(db: Firestore, uid: string) {
  return query(inbox(db, uid), where('readAt', '==', null));
}

/** One message of the signed-in user's inbox. */
export function notificationDoc(db: Firestore, uid: string, id: string) {
  return doc(db, notificationPath(uid, id)).withConverter(converters.notifications);
}

/** Admin: the feed of what waits (and what waited), newest first. */
export function adminFeedQuery(db: Firestore) {
  return query(typedCollection(db, 'adminFeed'), orderBy('createdAt', 'desc'));
}

/** Admin: the items not handled yet, newest first. */
export function waitingAdminFeedQuery(db: Firestore) {
  return query(
    typedCollection(db, 'adminFeed'),
    where('handledAt', '==', null),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: one item of the feed. */
export function adminFeedItemDoc(db: Firestore, id: string) {
  return typedDoc(db, 'adminFeed', id);
}
