import { firestoreClient, ownVenuesQuery, venueDoc } from '@fundax/client';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';
import { type PortalVenue, toPortalVenue } from './portal-venue';

/** Venues a partner's list holds at most. */
export const OWN_VENUES_LIMIT = 100;

/** The partner's venues in every state (through the kit's builder: the filters the rules require). */
export async function readOwnVenues(uid: string): Promise<PortalVenue[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownVenuesQuery(db, uid), limit(OWN_VENUES_LIMIT)));
  return snapshot.docs.map((doc) => toPortalVenue(doc.data()));
}

/** One of the partner's venues, or null when it is missing or someone else's. */
export async function readOwnVenue(uid: string, id: string): Promise<PortalVenue | null> {
  const db = await firestoreClient();
  try {
    const venue = (await getDoc(venueDoc(db, id))).data();
    return venue && venue.ownerId === uid ? toPortalVenue(venue) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
