import { firestoreClient, waitingAdminFeedQuery } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import type { AdminFeedItem, WithId } from '@fundax/core';

import { type Serialized, serialize } from '../../../utils/serialize';
import { FEED_SIZE } from './feed-size';

/** One item of what waits, as the slice keeps it (dates as ISO strings). */
export type AdminFeedView = Serialized<WithId<AdminFeedItem>>;

/** What the dashboard shows: the newest items that wait, and whether more wait behind them. */
export interface WaitingFeed {
  items: AdminFeedView[];
  more: boolean;
}

// FEED_SIZE lives in feed-size.ts: the dashboard shows it without loading these reads.
export { FEED_SIZE } from './feed-size';

/**
 * The newest items not handled yet (`waitingAdminFeedQuery`), one more than shown to know
 * whether more wait (the queues' counts above say how many).
 */
export async function readWaitingFeed(): Promise<WaitingFeed> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(waitingAdminFeedQuery(db), limit(FEED_SIZE + 1)));
  const items = snapshot.docs.slice(0, FEED_SIZE).map((doc) => serialize(doc.data()));
  return { items, more: snapshot.docs.length > FEED_SIZE };
}
