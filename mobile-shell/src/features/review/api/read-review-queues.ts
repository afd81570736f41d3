// Loaded with the first queue read: Firestore and the query builders stay out of the first load.
import { firestoreClient } from '@fundax/client';
import { pendingEventsQuery } from '@fundax/client/queries/events';
import { pendingRevisionsQuery } from '@fundax/client/queries/revisions';
import { pendingVenuesQuery } from '@fundax/client/queries/venues';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import { type ReviewQueues, toQueueEvent, toQueueRevision, toQueueVenue } from './review-data';

/** Items per queue the phone lists (the console has them all). */
export const QUEUE_LIMIT = 20;

/** Admin: events (agreed by both sides, not started), venues and changes waiting for review. */
export async function readReviewQueues(now = new Date()): Promise<ReviewQueues> {
  const db = await firestoreClient();
  const [events, venues, revisions] = await Promise.all([
    getDocs(query(pendingEventsQuery(db, now), limit(QUEUE_LIMIT))),
    getDocs(query(pendingVenuesQuery(db), limit(QUEUE_LIMIT))),
    getDocs(query(pendingRevisionsQuery(db), limit(QUEUE_LIMIT))),
  ]);
  return {
    events: events.docs.map((doc) => toQueueEvent(doc.data())),
    venues: venues.docs.map((doc) => toQueueVenue(doc.data())),
    revisions: revisions.docs.map((doc) => toQueueRevision(doc.data())),
    readAt: now.toISOString(),
  };
}
