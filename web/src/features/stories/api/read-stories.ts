import { firestoreClient, publishedSuccessStoriesQuery, successStoryDoc } from '@fundax/client';
import type { SuccessStory, WithId } from '@fundax/core';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';

/** A published story as pages keep it: dates as ISO strings, draft-only fields dropped. */
export type StoryView = Omit<
  WithId<SuccessStory>,
  'published' | 'publishedAt' | 'createdAt' | 'updatedAt'
> & { publishedAt: string | null };

export const STORY_LIST_LIMIT = 50;

export function toStoryView(story: WithId<SuccessStory>): StoryView {
  const { published: _p, publishedAt, createdAt: _c, updatedAt: _u, ...rest } = story;
  return { ...rest, publishedAt: publishedAt ? publishedAt.toISOString() : null };
}

/** Published stories, most recent first. */
export async function readStories(): Promise<StoryView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(publishedSuccessStoriesQuery(db), limit(STORY_LIST_LIMIT)));
  return snapshot.docs.map((doc) => toStoryView(doc.data()));
}

/** One published story, or null (missing, or a draft: the rules show drafts to admins only). */
export async function readStory(id: string): Promise<StoryView | null> {
  const db = await firestoreClient();
  try {
    const story = (await getDoc(successStoryDoc(db, id))).data();
    return story?.published ? toStoryView(story) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
