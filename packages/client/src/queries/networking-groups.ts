import type { NetworkingGroup } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** One business-networking group (public). */
export function networkingGroupDoc(db: Firestore, id: string) {
  return typedDoc(db, 'networkingGroups', id);
}

/** The public group directory by name, optionally in one city. */
export function networkingGroupsQuery(db: Firestore, city?: NetworkingGroup['city']) {
  const groups = typedCollection(db, 'networkingGroups');
  return city
    ? query(groups, where('city', '==', city), orderBy('name'))
    : query(groups, orderBy('name'));
}
