import type { CollectionName } from '@fundax/core';
import {
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  collection,
  doc,
} from 'firebase/firestore/lite';

import type { ReadConverter, ReadDocument } from './converters';

/** A collection whose snapshots parse through the collection's schema. */
export function typedCollection<C extends CollectionName>(
  db: Firestore,
  converter: ReadConverter<C>,
): CollectionReference<ReadDocument<C>> {
  return collection(db, converter.collection).withConverter(converter);
}

/** One document whose snapshot parses through the collection's schema. */
export function typedDoc<C extends CollectionName>(
  db: Firestore,
  converter: ReadConverter<C>,
  id: string,
): DocumentReference<ReadDocument<C>> {
  return doc(db, converter.collection, id).withConverter(converter);
}
