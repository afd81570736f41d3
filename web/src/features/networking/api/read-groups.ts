import { firestoreClient, networkingGroupsQuery } from '@fundax/client';
import type { NetworkingGroup, WithId } from '@fundax/core';
import { getDocs, limit, query } from 'firebase/firestore/lite';

/** A networking group as the directory keeps it (no dates: slices stay serialisable). */
export type GroupView = Omit<WithId<NetworkingGroup>, 'createdAt' | 'updatedAt'>;

export const GROUP_LIMIT = 200;

export function toGroupView(group: WithId<NetworkingGroup>): GroupView {
  const { createdAt: _created, updatedAt: _updated, ...rest } = group;
  return rest;
}

/** Every networking group, by name (both cities; the directory groups them). */
export async function readGroups(): Promise<GroupView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(networkingGroupsQuery(db), limit(GROUP_LIMIT)));
  return snapshot.docs.map((doc) => toGroupView(doc.data()));
}
