import { profileSchema } from '@fundax/core';
import type { Role } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `profiles` documents as clients read them: parsed by their schema, with their id. */
export const profilesConverter = readConverter('profiles', profileSchema);

/**
 * One public profile (readable when listed; its owner and admins read it unlisted too). The
 * `/partner/{id}` and `/angels/{id}` pages and the owner's portal profile use it.
 */
export function profileDoc(db: Firestore, uid: string) {
  return typedDoc(db, profilesConverter, uid);
}

/** The listed partners, fundaxers or angels, by name: the public directories. */
export function listedProfilesQuery(db: Firestore, role: Role) {
  return query(
    typedCollection(db, profilesConverter),
    where('listed', '==', true),
    where('role', '==', role),
    orderBy('displayName'),
  );
}

/** Admin: every profile of one role, listed or not, by name (the console's records). */
export function profilesByRoleQuery(db: Firestore, role: Role) {
  return query(
    typedCollection(db, profilesConverter),
    where('role', '==', role),
    orderBy('displayName'),
  );
}
