import type { WithId } from './common';
import { type CollectionName, type DocumentOf, collections } from './collections';

/**
 * A stored document that does not match its schema. The message names the collection, the id
 * and the failing field paths, never the content (documents may hold personal data).
 */
export class DocumentParseError extends Error {
  readonly collection: CollectionName;
  readonly id: string;
  readonly paths: string[];

  constructor(collection: CollectionName, id: string, paths: string[]) {
    super(`${collection}/${id} does not match its schema (fields: ${paths.join(', ')}).`);
    this.name = 'DocumentParseError';
    this.collection = collection;
    this.id = id;
    this.paths = paths;
  }
}

/** Parses a stored document through its collection's schema and adds its id (docs/product.md §3.1). */
export function parseDocument<C extends CollectionName>(
  collection: C,
  id: string,
  data: unknown,
): WithId<DocumentOf<C>> {
  const result = collections[collection].safeParse(data);
  if (!result.success) {
    throw new DocumentParseError(collection, id, [
      ...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)')),
    ]);
  }
  return { ...(result.data as DocumentOf<C>), id };
}
