import {
  type CollectionName,
  type DocumentOf,
  FundaxError,
  type WithId,
  parseDocument,
} from '@fundax/core';
import type { DocumentReference, Query, Transaction } from 'firebase-admin/firestore';

import { db } from '../platform/admin';

/** A reference to collection/id. Ids come from validated input (docIdSchema: no "/"). */
export function docRef(collection: CollectionName, id: string): DocumentReference {
  return db().collection(collection).doc(id);
}

/** A fresh auto-id reference in a collection. */
export function newDocRef(collection: CollectionName): DocumentReference {
  return db().collection(collection).doc();
}

/**
 * Reads one document, inside a transaction when one is given, and parses it through its
 * collection's schema. A stored document that does not match throws DocumentParseError, which
 * names the collection, id and field paths only (never the content).
 */
export async function readDoc<C extends CollectionName>(
  tx: Transaction | null,
  collection: C,
  id: string,
): Promise<WithId<DocumentOf<C>> | null> {
  const ref = docRef(collection, id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  return snapshot.exists ? parseDocument(collection, id, snapshot.data()) : null;
}

/** Like readDoc, but a missing document is `not-found` with a message naming what was sought. */
export async function requireDoc<C extends CollectionName>(
  tx: Transaction | null,
  collection: C,
  id: string,
  what: string,
): Promise<WithId<DocumentOf<C>>> {
  const document = await readDoc(tx, collection, id);
  if (!document) throw new FundaxError('not-found', `There is no ${what} with that id.`);
  return document;
}

/** Runs a query (inside a transaction when one is given) and parses every document it returns. */
export async function readQuery<C extends CollectionName>(
  tx: Transaction | null,
  collection: C,
  query: Query,
): Promise<WithId<DocumentOf<C>>[]> {
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => parseDocument(collection, doc.id, doc.data()));
}
