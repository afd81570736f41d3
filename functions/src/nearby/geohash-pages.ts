import {
  type CollectionName,
  type DocumentOf,
  type NearbyCandidate,
  type ReadPage,
  type WithId,
  parseDocument,
} from '@fundax/core';
import { logger } from 'firebase-functions';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import type { ReadBudget } from '../platform/limits/read-budget';

/** A document a nearby query returned: what the planner needs, the parsed document, the cursor. */
export interface GeoDocument<C extends CollectionName> extends NearbyCandidate {
  /** null when the stored document does not match its schema (it is then never returned). */
  document: WithId<DocumentOf<C>> | null;
  snapshot: QueryDocumentSnapshot;
}

/**
 * The planner's page reader over Firestore: `query` (its equality and inequality filters) ordered
 * by `_geoloc.hash`, hashes in [startAt, endBefore), `limit` documents. Ascending, from startAt
 * or strictly after the last document of the previous page; descending, from just below
 * endBefore or strictly below the last document of the previous page, down to startAt. This is
 * the only Firestore-specific part of nearby search.
 *
 * Every page is charged to `budget`, the call's read ceiling: a page that could take the search
 * past it (its `limit` more than what is left) is refused before it is read, so one search
 * never reads more than the ceiling, whatever the data.
 */
export function geohashPages<C extends CollectionName>(
  collection: C,
  query: Query,
  budget: ReadBudget,
): ReadPage<GeoDocument<C>> {
  return async ({ startAt, after, endBefore, limit, descending }) => {
    budget.reserve(limit);
    let page: Query;
    if (descending) {
      page = query.orderBy('_geoloc.hash', 'desc');
      if (after) page = page.startAfter(after.snapshot);
      else if (endBefore !== null) page = page.startAfter(endBefore);
      page = page.endAt(startAt);
    } else {
      page = query.orderBy('_geoloc.hash');
      page = after ? page.startAfter(after.snapshot) : page.startAt(startAt);
      if (endBefore !== null) page = page.endBefore(endBefore);
    }
    const snapshot = await page.limit(limit).get();
    budget.settle(snapshot.size);
    return snapshot.docs.map((doc) => geoDocument(collection, doc));
  };
}

function geoDocument<C extends CollectionName>(
  collection: C,
  snapshot: QueryDocumentSnapshot,
): GeoDocument<C> {
  const hash = String(snapshot.get('_geoloc.hash'));
  try {
    const document = parseDocument(collection, snapshot.id, snapshot.data());
    const { lat, lng } = (document as { _geoloc: { lat: number; lng: number } })._geoloc;
    return { id: snapshot.id, hash, lat, lng, document, snapshot };
  } catch (error) {
    // Skipped, not fatal: one malformed document must not break search for everyone. The log
    // names the document, never its content.
    logger.warn('Nearby search skipped a document that does not match its schema', {
      collection,
      id: snapshot.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return { id: snapshot.id, hash, lat: Number.NaN, lng: Number.NaN, document: null, snapshot };
  }
}
