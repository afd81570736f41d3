import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import type { PersonalCollection } from './personal-data';

/**
 * Every document of `spec` that is the person's, each once (a document naming them in two
 * owner fields, such as an event they organize at their own venue, comes back once).
 * Single-field equality queries: Firestore indexes every field on its own, so no composite
 * index is needed.
 */
export async function personalDocuments(
  spec: PersonalCollection,
  uid: string,
): Promise<(DocumentSnapshot | QueryDocumentSnapshot)[]> {
  if (spec.underAccount) {
    return (await db().collection(`users/${uid}/${spec.collection}`).get()).docs;
  }
  const collection = db().collection(spec.collection);
  if (spec.byId) {
    const snapshot = await collection.doc(uid).get();
    return snapshot.exists ? [snapshot] : [];
  }
  const pages = await Promise.all(
    (spec.owners ?? []).map((field) => collection.where(field, '==', uid).get()),
  );
  const byPath = new Map<string, QueryDocumentSnapshot>();
  for (const doc of pages.flatMap((page) => page.docs)) byPath.set(doc.ref.path, doc);
  return [...byPath.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
