import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** One success story: public once published; admins read drafts. */
export function successStoryDoc(db: Firestore, id: string) {
  return typedDoc(db, 'successStories', id);
}

/** The public success stories, most recently published first. */
export function publishedSuccessStoriesQuery(db: Firestore) {
  return query(
    typedCollection(db, 'successStories'),
    where('published', '==', true),
    orderBy('publishedAt', 'desc'),
  );
}

/** Admin: every story, drafts included, most recently edited first. */
export function allSuccessStoriesQuery(db: Firestore) {
  return query(typedCollection(db, 'successStories'), orderBy('updatedAt', 'desc'));
}
