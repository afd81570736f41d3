import {
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
} from 'firebase/firestore/lite';

import { firestoreClient } from '../firebase/firestore';
import { notificationsQuery, unreadNotificationsQuery } from '../queries/notifications';
import { type InboxCursor, type InboxPage, cursorAfter, toInboxMessage } from './inbox-message';

/** Messages the inbox shows per page. */
export const INBOX_PAGE_SIZE = 20;

/**
 * One page of the user's inbox, newest first, after `after` (the first page without it). The
 * message id breaks ties between messages of the same instant, so a page boundary never skips
 * or repeats one; it is the order Firestore already uses (the name, in the direction of the
 * last orderBy), so the single-field index serves it. One message more than the page is asked
 * for, to know whether another page follows without a read that finds nothing.
 */
export async function readInboxPage(
  uid: string,
  after: InboxCursor | null,
  size: number = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(
      notificationsQuery(db, uid),
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfter(new Date(after.createdAt), after.id)] : []),
      limit(size + 1),
    ),
  );
  const messages = snapshot.docs.slice(0, size).map((doc) => toInboxMessage(doc.data()));
  const last = messages.at(-1);
  return { messages, next: snapshot.docs.length > size && last ? cursorAfter(last) : null };
}

/** How many messages of the user's inbox are unread: a count aggregation, no document read. */
export async function readUnreadCount(uid: string): Promise<number> {
  const db = await firestoreClient();
  return (await getCount(unreadNotificationsQuery(db, uid))).data().count;
}
