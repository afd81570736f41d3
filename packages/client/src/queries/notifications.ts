import { notificationPath, adminFeedItemSchema, notificationSchema } from '@fundax/core';
import { type Firestore, collection, doc, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `adminFeed` documents as clients read them: parsed by their schema, with their id. */
export const adminFeedConverter = readConverter('adminFeed', adminFeedItemSchema);
/** `notifications` documents as clients read them: parsed by their schema, with their id. */
export const notificationsConverter = readConverter('notifications', notificationSchema);

/** A person's inbox, `users/{uid}/notifications`, read through the notifications schema. */
function inbox(db: Firestore, uid: string) {
  return collection(db, notificationPath(uid)).withConverter(notificationsConverter);
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
  return doc(db, notificationPath(uid, id)).withConverter(notificationsConverter);
}

/** Admin: the feed of what waits (and what waited), newest first. */
export function adminFeedQuery(db: Firestore) {
  return query(typedCollection(db, adminFeedConverter), orderBy('createdAt', 'desc'));
}

/** Admin: the items not handled yet, newest first. */
export function waitingAdminFeedQuery(db: Firestore) {
  return query(
    typedCollection(db, adminFeedConverter),
    where('handledAt', '==', null),
    orderBy('createdAt', 'desc'),
  );
}

/** Admin: one item of the feed. */
export function adminFeedItemDoc(db: Firestore, id: string) {
  return typedDoc(db, adminFeedConverter, id);
}
