import { fileRecordSchema } from '@fundax/core';
import type { Firestore } from 'firebase/firestore/lite';

import { typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `files` documents as clients read them: parsed by their schema, with their id. */
export const filesConverter = readConverter('files', fileRecordSchema);

/**
 * One upload's record (its owner and admins): whether it was stored or refused (and why), and
 * what was made of it. The upload module reads it after the PUT; there is no list query.
 */
export function fileDoc(db: Firestore, id: string) {
  return typedDoc(db, filesConverter, id);
}
