import type { Firestore } from 'firebase/firestore/lite';

import { typedDoc } from './typed-refs';

/**
 * One upload's record (its owner and admins): whether it was stored or refused (and why), and
 * what was made of it. The upload module reads it after the PUT; there is no list query.
 */
export function fileDoc(db: Firestore, id: string) {
  return typedDoc(db, 'files', id);
}
