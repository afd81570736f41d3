import { networkingGroupSchema } from '@fundax/core';
import type { NetworkingGroup } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `networkingGroups` documents as clients read them: parsed by their schema, with their id. */
export const networkingGroupsConverter = readConverter('networkingGroups', networkingGroupSchema);

/** One business-networking group (public). */
export function networkingGroupDoc(db: Firestore, id: string) {
  return typedDoc(db, networkingGroupsConverter, id);
}

/** The public group directory by name, optionally in one city. */
export function networkingGroupsQuery(db: Firestore, city?: NetworkingGroup['city']) {
  const groups = typedCollection(db, networkingGroupsConverter);
  return city
    ? query(groups, where('city', '==', city), orderBy('name'))
    : query(groups, orderBy('name'));
}
