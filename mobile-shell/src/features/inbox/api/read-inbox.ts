// Loaded with the first inbox read: Firestore and the query builders stay out of the first load.
import { firestoreClient } from '@fundax/client';
import { notificationsQuery, unreadNotificationsQuery } from '@fundax/client/queries/notifications';
import { getCount, getDocs, limit, query } from 'firebase/firestore/lite';

import { type InboxData, toInboxItem } from './inbox-data';

/** Messages the phone lists (newest first); older ones are in the portal on the web site. */
export const INBOX_LIMIT = 20;

/** The signed-in user's newest messages and how many are unread in all. */
export async function readInbox(uid: string, now = new Date()): Promise<InboxData> {
  const db = await firestoreClient();
  const [messages, unread] = await Promise.all([
    getDocs(query(notificationsQuery(db, uid), limit(INBOX_LIMIT))),
    getCount(unreadNotificationsQuery(db, uid)),
  ]);
  return {
    items: messages.docs.map((doc) => toInboxItem(doc.data())),
    unread: unread.data().count,
    readAt: now.toISOString(),
  };
}
