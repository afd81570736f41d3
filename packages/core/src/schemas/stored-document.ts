import { z } from '../zod';
import type { WithId } from './common';
import type { CollectionName, DocumentOf, DocumentSchema } from './collections';

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

/**
 * Parses a stored document through the schema given for its collection and adds its id. Apart
 * from `collections` on purpose: a client that reads one collection imports (and builds) only
 * that collection's schema, not all nineteen (building them all was one 200 ms task on a
 * phone's CPU before a page's first read).
 */
export function parseStoredDocument<C extends CollectionName>(
  collection: C,
  schema: DocumentSchema<C>,
  id: string,
  data: unknown,
): WithId<DocumentOf<C>> {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    throw new DocumentParseError(collection, id, [
      ...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)')),
    ]);
  }
  return { ...(result.data as DocumentOf<C>), id };
}
