// Loaded only once someone is signed in: Firestore and the query builders stay out of the
// first load.
import { firestoreClient } from '@fundax/client';
import { ownApplicationsQuery } from '@fundax/client/queries/applications';
import { ownEventsQuery } from '@fundax/client/queries/events';
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
} from './dashboard-data';

/** Events the dashboard reads at most (newest start first; the next ones are among them). */
export const DASHBOARD_EVENTS_LIMIT = 50;

/** The signed-in user's dashboard: their events, and by role their venues, fundraiser or application. */
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
  const [ownEvents, ownVenues, ownFundraiser, ownApplication] = await Promise.all([
    events,
    venues,
    fundraiser,
    application,
  ]);
  return {
    events: ownEvents,
    venues: ownVenues,
    fundraiser: ownFundraiser,
    application: ownApplication,
  };
}
