import { type CauseCategory, type PublicProfile, toPublicProfile } from '@fundax/core';
import { firestoreClient, listedFundaxersByCauseQuery, listedProfilesQuery } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import { readListedProfile } from '../../../utils/public-profile';

/** The listing shows at most this many fundaxers per page load. */
export const FUNDAXER_LIST_LIMIT = 100;

/** One listed fundaxer with their fundraiser, or null when there is none to show. */
export function readFundaxer(uid: string): Promise<PublicProfile | null> {
  return readListedProfile(uid, 'fundaxer');
}

/** Listed fundaxers by name, all or those raising money for one cause. */
export async function readFundaxers(category: CauseCategory | null): Promise<PublicProfile[]> {
  const db = await firestoreClient();
  const base = category
    ? listedFundaxersByCauseQuery(db, category)
    : listedProfilesQuery(db, 'fundaxer');
  const snapshot = await getDocs(query(base, limit(FUNDAXER_LIST_LIMIT)));
  return snapshot.docs.map((doc) => toPublicProfile(doc.data()));
}
