import {
  firestoreClient,
  ownListingRevisionQuery,
  proposalsAwaitingMeQuery,
  revisionsAwaitingMeQuery,
} from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import type { PortalEvent } from '../../../utils/portal-event';
import { toPortalEvent } from '../../../utils/to-portal-event';
import type { RevisionView } from '../../../utils/portal-revision';
import { toRevisionView } from '../../../utils/to-revision-view';

// The proposals part's reads, each through the kit's query builder that carries the filters the
// rules require.

/** Proposals and changes a list holds at most (soonest or oldest first). */
export const AWAITING_LIMIT = 50;

/** What waits for the user's answer: proposed events, and changes to approved ones. */
export interface AwaitingAnswers {
  proposals: PortalEvent[];
  revisions: RevisionView[];
}

/**
 * Proposals and changes waiting for the user's answer. A proposal whose start has come can no
 * longer be answered (it expired unreviewed, or is about to be marked so): it is left out.
 */
export async function readAwaitingMe(uid: string, now: Date): Promise<AwaitingAnswers> {
  const db = await firestoreClient();
  const [proposals, revisions] = await Promise.all([
    getDocs(query(proposalsAwaitingMeQuery(db, uid), limit(AWAITING_LIMIT))),
    getDocs(query(revisionsAwaitingMeQuery(db, uid), limit(AWAITING_LIMIT))),
  ]);
  return {
    proposals: proposals.docs
      .map((doc) => toPortalEvent(doc.data()))
      .filter((event) => Date.parse(event.eventStart) > now.getTime() && !event.status.cancelled),
    revisions: revisions.docs.map((doc) => toRevisionView(doc.data())),
  };
}

/** The change to one of the user's events (pending, or as last reviewed), or null for none. */
export async function readEventRevision(
  uid: string,
  eventId: string,
): Promise<RevisionView | null> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(ownListingRevisionQuery(db, uid, 'event', eventId), limit(1)),
  );
  const revision = snapshot.docs[0]?.data();
  return revision ? toRevisionView(revision) : null;
}
