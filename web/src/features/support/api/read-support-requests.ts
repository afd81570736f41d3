import { firestoreClient, ownSupportRequestsQuery } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import { type SupportRequestView, toSupportRequestView } from './support-request-view';

/** Requests the portal's support page lists at most (newest first). */
export const SUPPORT_LIMIT = 50;

/** The signed-in user's own support requests (the rules let only the requester read them). */
export async function readSupportRequests(uid: string): Promise<SupportRequestView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownSupportRequestsQuery(db, uid), limit(SUPPORT_LIMIT)));
  return snapshot.docs.map((doc) => toSupportRequestView(doc.data()));
}
