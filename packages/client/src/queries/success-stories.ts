import { successStorySchema } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `successStories` documents as clients read them: parsed by their schema, with their id. */
export const successStoriesConverter = readConverter('successStories', successStorySchema);

/** One success story: public once published; admins read drafts. */
export function successStoryDoc(db: Firestore, id: string) {
  return typedDoc(db, successStoriesConverter, id);
}

/** The public success stories, most recently published first. */
export function publishedSuccessStoriesQuery(db: Firestore) {
  return query(
    typedCollection(db, successStoriesConverter),
    where('published', '==', true),
    orderBy('publishedAt', 'desc'),
  );
}

/** Admin: every story, drafts included, most recently edited first. */
export function allSuccessStoriesQuery(db: Firestore) {
  return query(typedCollection(db, successStoriesConverter), orderBy('updatedAt', 'desc'));
}
