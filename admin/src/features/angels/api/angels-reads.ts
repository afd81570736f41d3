import { approvedApplicationsQuery, firestoreClient } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import type { ApplicationRecord } from '../../../utils/records';
import { serialize } from '../../../utils/serialize';

/** The angels page lists at most this many approved angels (newest approval request first). */
export const ANGELS_PAGE_SIZE = 100;

/** Approved angel applications with their dues, newest first. */
export async function readApprovedAngels(): Promise<ApplicationRecord[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(approvedApplicationsQuery(db), limit(ANGELS_PAGE_SIZE)));
  return snapshot.docs.map((doc) => serialize(doc.data()));
}
