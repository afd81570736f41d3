import type { CollectionName } from '@fundax/core';
import {
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  collection,
  doc,
} from 'firebase/firestore/lite';

import { type ReadDocument, converters } from './converters';

/** A collection whose snapshots parse through the collection's schema. */
export function typedCollection<C extends CollectionName>(
  db: Firestore,
  name: C,
): CollectionReference<ReadDocument<C>> {
  return collection(db, name).withConverter(converters[name]);
}

/** One document whose snapshot parses through the collection's schema. */
export function typedDoc<C extends CollectionName>(
  db: Firestore,
  name: C,
  id: string,
): DocumentReference<ReadDocument<C>> {
  return doc(db, name, id).withConverter(converters[name]);
}
