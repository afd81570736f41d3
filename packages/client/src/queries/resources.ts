import { resourceSchema } from '@fundax/core';
import type { Resource } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `resources` documents as clients read them: parsed by their schema, with their id. */
export const resourcesConverter = readConverter('resources', resourceSchema);

/** One portal video or document (signed-in users). */
export function resourceDoc(db: Firestore, id: string) {
  return typedDoc(db, resourcesConverter, id);
}

/**
 * Portal videos and documents, newest first, optionally of one kind. `audience` says whom a
 * resource is meant for; the portal filters by it (it picks what is relevant, it is not access
 * control: every signed-in user may read every resource).
 */
export function resourcesQuery(db: Firestore, kind?: Resource['kind']) {
  const resources = typedCollection(db, resourcesConverter);
  return kind
    ? query(resources, where('kind', '==', kind), orderBy('createdAt', 'desc'))
    : query(resources, orderBy('createdAt', 'desc'));
}
