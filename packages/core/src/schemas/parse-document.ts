import type { WithId } from './common';
import { type CollectionName, type DocumentOf, collections } from './collections';
import { parseStoredDocument } from './stored-document';

/** Parses a stored document through its collection's schema and adds its id (docs/product.md §3.1). */
export function parseDocument<C extends CollectionName>(
  collection: C,
  id: string,
  data: unknown,
): WithId<DocumentOf<C>> {
  return parseStoredDocument(collection, collections[collection], id, data);
}
