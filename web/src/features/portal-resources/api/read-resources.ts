import { firestoreClient, resourcesQuery } from '@fundax/client';
import { getDocs, limit, query } from 'firebase/firestore/lite';

import { type ResourceView, toResourceView } from './resource-view';

/** Resources of one kind a page holds at most. */
export const RESOURCES_LIMIT = 100;

/** The videos or the documents (every signed-in user may read them; the page picks the role's). */
export async function readResources(kind: ResourceView['kind']): Promise<ResourceView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(resourcesQuery(db, kind), limit(RESOURCES_LIMIT)));
  return snapshot.docs.map((doc) => toResourceView(doc.data()));
}
