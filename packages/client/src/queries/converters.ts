import {
  type CollectionName,
  type DocumentOf,
  type DocumentSchema,
  type WithId,
  parseStoredDocument,
} from '@fundax/core';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

/** A document of collection C as clients read it: parsed by its schema, with its id. */
export type ReadDocument<C extends CollectionName> = WithId<DocumentOf<C>>;

/** The read converter of collection C, which names its collection. */
export interface ReadConverter<C extends CollectionName> extends FirestoreDataConverter<
  ReadDocument<C>,
  DocumentData
> {
  readonly collection: C;
}

/**
 * Clients never write Firestore (the rules deny it; the callables are the only writers). A
 * write through a typed reference is a bug in the client, so it fails here, before any request.
 */
function refuseWrite(): never {
  throw new Error('Clients never write to Firestore: call the callable that makes this change.');
}

/**
 * The read converter of one collection, from that collection's schema. Each query module makes
 * its own collection's (`eventsConverter` in events.ts, ...), so a page that reads events builds
 * the events schema only: a single map of every collection's converter built all nineteen
 * schemas before the first read (one 200 ms task on a phone's CPU).
 */
export function readConverter<C extends CollectionName>(
  collection: C,
  schema: DocumentSchema<C>,
): ReadConverter<C> {
  return {
    collection,
    toFirestore: refuseWrite,
    // parseStoredDocument reports a bad document by collection, id and field paths, never content.
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      parseStoredDocument(collection, schema, snapshot.id, snapshot.data()),
  };
}
