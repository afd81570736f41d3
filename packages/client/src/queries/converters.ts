import {
  type CollectionName,
  type DocumentOf,
  type WithId,
  collections,
  parseDocument,
} from '@fundax/core';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

/** A document of collection C as clients read it: parsed by its schema, with its id. */
export type ReadDocument<C extends CollectionName> = WithId<DocumentOf<C>>;

export type ReadConverter<C extends CollectionName> = FirestoreDataConverter<
  ReadDocument<C>,
  DocumentData
>;

/**
 * Clients never write Firestore (the rules deny it; the callables are the only writers). A
 * write through a typed reference is a bug in the client, so it fails here, before any request.
 */
function refuseWrite(): never {
  throw new Error('Clients never write to Firestore: call the callable that makes this change.');
}

function converterFor<C extends CollectionName>(collection: C): ReadConverter<C> {
  return {
    toFirestore: refuseWrite,
    // parseDocument reports a bad document by collection, id and field paths, never content.
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      parseDocument(collection, snapshot.id, snapshot.data()),
  };
}

/**
 * One read converter per collection. Every query builder in this folder attaches its
 * collection's converter, so snapshots hand back typed, schema-checked documents with `id`.
 */
export const converters = Object.fromEntries(
  Object.keys(collections).map((name) => [name, converterFor(name as CollectionName)]),
) as { readonly [C in CollectionName]: ReadConverter<C> };
