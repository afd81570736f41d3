import {
  allSuccessStoriesQuery,
  approvedUpcomingEventsQuery,
  firestoreClient,
  networkingGroupsQuery,
  resourcesQuery,
  successStoryDoc,
} from '@fundax/client';
import { type Query, getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import type { EventRecord, GroupRecord, ResourceRecord, StoryRecord } from '../../../utils/records';
import { type Serialized, serialize } from '../../../utils/serialize';

/** Each content list shows at most this many items. */
export const CONTENT_LIMIT = 100;

export interface ContentLists {
  /** Approved, public events that have not ended: the ones that can be featured. */
  special: EventRecord[];
  resources: ResourceRecord[];
  stories: StoryRecord[];
  groups: GroupRecord[];
}
export type ContentName = keyof ContentLists;

async function list<T>(built: Query<T>): Promise<Serialized<T>[]> {
  const snapshot = await getDocs(query(built, limit(CONTENT_LIMIT)));
  return snapshot.docs.map((doc) => serialize(doc.data()));
}

export async function readContent<N extends ContentName>(name: N): Promise<ContentLists[N]> {
  const db = await firestoreClient();
  const reads: { [K in ContentName]: () => Promise<ContentLists[K]> } = {
    special: () => list(approvedUpcomingEventsQuery(db, new Date())),
    resources: () => list(resourcesQuery(db)),
    stories: () => list(allSuccessStoriesQuery(db)),
    groups: () => list(networkingGroupsQuery(db)),
  };
  return reads[name]();
}

/** One success story by id (drafts too), or null when there is none. */
export async function readStory(id: string): Promise<StoryRecord | null> {
  const db = await firestoreClient();
  const story = (await getDoc(successStoryDoc(db, id))).data();
  return story ? serialize(story) : null;
}
