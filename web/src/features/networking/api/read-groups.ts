import { firestoreClient, networkingGroupsQuery } from '@fundax/client';
import { GROUP_LIMIT, type GroupView, toGroupView } from '@fundax/core';
import { getDocs, limit, query } from 'firebase/firestore/lite';

/** Every networking group, by name (both cities; the directory groups them). */
export async function readGroups(): Promise<GroupView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(networkingGroupsQuery(db), limit(GROUP_LIMIT)));
  return snapshot.docs.map((doc) => toGroupView(doc.data()));
}
