import { userSchema } from '@fundax/core';
import type { Role } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `users` documents as clients read them: parsed by their schema, with their id. */
export const usersConverter = readConverter('users', userSchema);

/** The signed-in user's own account document (rules: only its owner and admins may read it). */
export function ownUserDoc(db: Firestore, uid: string) {
  return typedDoc(db, usersConverter, uid);
}

/** Admin: every account, newest first, optionally of one role. */
export function usersQuery(db: Firestore, role?: Role) {
  const users = typedCollection(db, usersConverter);
  return role
    ? query(users, where('role', '==', role), orderBy('createdAt', 'desc'))
    : query(users, orderBy('createdAt', 'desc'));
}
