import { SEARCH_CATALOGUE_COLLECTION } from '@fundax/core';
import { FieldPath, type QuerySnapshot, Timestamp } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import type { CatalogueReader, ShardSnapshot } from './live-catalogue';

function shardsOf(snapshot: QuerySnapshot): { shards: ShardSnapshot[]; reads: number } {
  const shards = snapshot.docs.map((doc) => {
    const rev = doc.get('rev') as unknown;
    return {
      id: doc.id,
      rev:
        rev instanceof Timestamp
          ? { seconds: rev.seconds, nanoseconds: rev.nanoseconds }
          : { seconds: 0, nanoseconds: 0 },
      entries: doc.get('entries') as unknown,
    };
  });
  // Firestore bills a query that returns nothing as one read.
  return { shards, reads: Math.max(1, shards.length) };
}

/**
 * The catalogue in Firestore. A check for changes is one query on the shards' `rev` (the commit
 * time of their last change, from serverTimestamp), ordered by rev and id from the last one
 * seen: Firestore's strong reads see every commit before the read, so a later change always
 * sorts after the cursor and none is missed.
 */
export function firestoreCatalogueReader(): CatalogueReader {
  const shards = () => db().collection(SEARCH_CATALOGUE_COLLECTION);
  return {
    readAll: async () => shardsOf(await shards().get()),
    readChanged: async (after, limit) => {
      const ordered = shards().orderBy('rev').orderBy(FieldPath.documentId()).limit(limit);
      // An empty catalogue at the cold load leaves no cursor: every shard is new.
      const query = after.id
        ? ordered.startAfter(new Timestamp(after.rev.seconds, after.rev.nanoseconds), after.id)
        : ordered;
      return shardsOf(await query.get());
    },
  };
}
