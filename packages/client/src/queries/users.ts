import { type Firestore, doc } from 'firebase/firestore';

/** The signed-in user's own account document (rules: only its owner and admins may read it). */
export function ownUserDoc(db: Firestore, uid: string) {
  return doc(db, 'users', uid);
}
