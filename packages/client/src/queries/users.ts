import type { Role } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** The signed-in user's own account document (rules: only its owner and admins may read it). */
export function ownUserDoc(db: Firestore, uid: string) {
  return typedDoc(db, 'users', uid);
}

/** Admin: every account, newest first, optionally of one role. */
export function usersQuery(db: Firestore, role?: Role) {
  const users = typedCollection(db, 'users');
  return role
    ? query(users, where('role', '==', role), orderBy('createdAt', 'desc'))
    : query(users, orderBy('createdAt', 'desc'));
}
