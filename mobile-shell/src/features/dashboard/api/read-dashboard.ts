// Loaded only once someone is signed in: Firestore and the query builders stay out of the
// first load.
import { firestoreClient } from '@fundax/client';
import { ownApplicationsQuery } from '@fundax/client/queries/applications';
import { ownEventsQuery, proposalsAwaitingMeQuery } from '@fundax/client/queries/events';
import { profileDoc } from '@fundax/client/queries/profiles';
import { ownVenuesQuery } from '@fundax/client/queries/venues';
import type { Role } from '@fundax/core';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import {
  type DashboardData,
  applicationOf,
  fundraiserOf,
  toOwnEvent,
  toOwnVenue,
  toProposal,
} from './dashboard-data';

/** Events the dashboard reads at most (newest start first; the next ones are among them). */
export const DASHBOARD_EVENTS_LIMIT = 50;

/** Proposals the dashboard lists at most (soonest first); the portal has the rest. */
export const DASHBOARD_PROPOSALS_LIMIT = 20;

/**
 * The signed-in user's dashboard: their events, and by role their venues, fundraiser or
 * application, and the proposals waiting for their answer. All reads run at once.
 */
export async function readDashboard(
  uid: string,
  role: Role,
  now = new Date(),
): Promise<DashboardData> {
  const db = await firestoreClient();
  const events =
    role === 'angel'
      ? Promise.resolve([])
      : getDocs(query(ownEventsQuery(db, uid), limit(DASHBOARD_EVENTS_LIMIT))).then((snapshot) =>
          snapshot.docs.map((doc) => toOwnEvent(doc.data(), uid, now)),
        );
  const venues =
    role === 'partner'
      ? getDocs(query(ownVenuesQuery(db, uid), limit(DASHBOARD_EVENTS_LIMIT))).then((snapshot) =>
          snapshot.docs.map((doc) => toOwnVenue(doc.data())),
        )
      : Promise.resolve([]);
  const fundraiser =
    role === 'fundaxer'
      ? getDoc(profileDoc(db, uid)).then((snapshot) => fundraiserOf(snapshot.data()))
      : Promise.resolve(null);
  const application =
    role === 'angel'
      ? getDocs(query(ownApplicationsQuery(db, uid), limit(1))).then((snapshot) =>
          applicationOf(snapshot.docs[0]?.data()),
        )
      : Promise.resolve(null);
  const proposals =
    role === 'partner' || role === 'fundaxer'
      ? getDocs(query(proposalsAwaitingMeQuery(db, uid), limit(DASHBOARD_PROPOSALS_LIMIT))).then(
          (snapshot) => snapshot.docs.map((doc) => toProposal(doc.data(), uid)),
        )
      : Promise.resolve([]);
  const [ownEvents, ownVenues, ownFundraiser, ownApplication, waiting] = await Promise.all([
    events,
    venues,
    fundraiser,
    application,
    proposals,
  ]);
  return {
    events: ownEvents,
    venues: ownVenues,
    fundraiser: ownFundraiser,
    application: ownApplication,
    proposals: waiting,
    readAt: now.toISOString(),
  };
}
