import {
  firestoreClient,
  openSupportRequestsQuery,
  pendingApplicationsQuery,
  pendingEventsQuery,
  pendingRevisionsQuery,
  pendingVenuesQuery,
  unpaidEventsQuery,
} from '@fundax/client';
import { type Query, getDocs, limit, query } from 'firebase/firestore/lite';

import { type Serialized, serialize } from '../../../utils/serialize';
import type {
  ApplicationRecord,
  EventRecord,
  RevisionRecord,
  SupportRecord,
  VenueRecord,
} from '../../../utils/records';

/** A queue shows this many items at most; the next ones appear as these are handled. */
export const QUEUE_PAGE_SIZE = 50;

/** The admin action lists (docs/product.md §1, §4.9), each with the documents it holds. */
export interface QueueItems {
  events: EventRecord[];
  /** Changes to approved events and venues, agreed by both sides, waiting for review. */
  revisions: RevisionRecord[];
  venues: VenueRecord[];
  support: SupportRecord[];
  applications: ApplicationRecord[];
  partnerPayouts: EventRecord[];
  fundaxerPayouts: EventRecord[];
}
export type QueueName = keyof QueueItems;
export const QUEUE_NAMES = [
  'events',
  'revisions',
  'venues',
  'support',
  'applications',
  'partnerPayouts',
  'fundaxerPayouts',
] as const satisfies readonly QueueName[];

export interface QueuePage<N extends QueueName> {
  items: QueueItems[N];
  /** More items wait behind this page. */
  more: boolean;
}

async function firstPage<T>(built: Query<T>): Promise<{ items: Serialized<T>[]; more: boolean }> {
  // One extra document tells whether more wait, without counting them.
  const snapshot = await getDocs(query(built, limit(QUEUE_PAGE_SIZE + 1)));
  const docs = snapshot.docs.slice(0, QUEUE_PAGE_SIZE);
  return { items: docs.map((doc) => serialize(doc.data())), more: snapshot.size > QUEUE_PAGE_SIZE };
}

/**
 * Reads the first page of one queue through the kit's builders: pending events that start in
 * the future, changes to approved listings both sides agreed to, pending venues, pending applications of the last 3 months (newest first), open
 * support requests, and ended events whose partner or fundaxer payout is still null.
 */
export async function readQueue<N extends QueueName>(
  name: N,
  now: Date = new Date(),
): Promise<QueuePage<N>> {
  const db = await firestoreClient();
  const builders: { [K in QueueName]: () => Query<unknown> } = {
    events: () => pendingEventsQuery(db, now),
    revisions: () => pendingRevisionsQuery(db),
    venues: () => pendingVenuesQuery(db),
    support: () => openSupportRequestsQuery(db),
    applications: () => pendingApplicationsQuery(db, now),
    partnerPayouts: () => unpaidEventsQuery(db, 'partner', now),
    fundaxerPayouts: () => unpaidEventsQuery(db, 'fundaxer', now),
  };
  return (await firstPage(builders[name]())) as QueuePage<N>;
}
