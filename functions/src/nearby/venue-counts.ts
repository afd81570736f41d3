import {
  type CountShard,
  type DocumentOf,
  NEARBY_COUNTS_COLLECTION,
  countChanges,
  countShardsFor,
  isPubliclyVisible,
  venueCountsDocId,
} from '@fundax/core';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import { db } from '../platform/admin';

type CountedVenue = Pick<DocumentOf<'venues'>, '_status' | '_geoloc'>;

const countsRef = (shard: string) =>
  db().collection(NEARBY_COUNTS_COLLECTION).doc(venueCountsDocId(shard));

/** Where a venue counts for nearby search: its geohash while it is searchable, else nowhere. */
const countedAt = (venue: CountedVenue | null) =>
  venue && isPubliclyVisible(venue._status) ? venue._geoloc.hash : null;

/**
 * Keeps the per-cell counts that nearby search plans with in step with a venue, in the same
 * transaction as the change: a venue that becomes searchable (approved), stops being so
 * (rejected, removed) or moves takes its count along. Increments, so concurrent changes to
 * other venues of the shard do not conflict; a change that leaves the venue where it counted
 * writes nothing (callers reach here only on a real transition, so a repeat never counts twice).
 */
export function countVenueChange(
  tx: Transaction,
  before: CountedVenue,
  after: CountedVenue | null,
  now: Date,
): void {
  for (const [shard, cells] of countChanges(countedAt(before), countedAt(after))) {
    const counts = Object.fromEntries(
      Object.entries(cells).map(([cell, delta]) => [cell, FieldValue.increment(delta)]),
    );
    tx.set(countsRef(shard), { shard, counts, updatedAt: now }, { merge: true });
  }
}

/**
 * The planner's loadCounts for nearbyVenues: the count documents of the shards the circle
 * reaches into, in one read (a shard without a document comes back without counts).
 */
export function venueCountsLoader(center: [number, number], radiusKm: number) {
  return async (): Promise<{ shards: CountShard[]; documentsRead: number } | null> => {
    const shards = countShardsFor(center, radiusKm);
    if (!shards || shards.length === 0) return null;
    const snapshots = await db().getAll(...shards.map(countsRef));
    return {
      shards: snapshots.map((snapshot, i) => ({
        shard: shards[i]!,
        counts: snapshot.exists
          ? ((snapshot.get('counts') as Record<string, unknown>) ?? {})
          : null,
      })),
      documentsRead: shards.length,
    };
  };
}
