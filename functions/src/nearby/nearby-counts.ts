import {
  type CountedKind,
  type DocumentOf,
  NEARBY_COUNTS_COLLECTION,
  cellCountsLoader,
  countChanges,
  countsDocId,
  eventCountedAt,
  venueCountedAt,
} from '@fundax/core';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import type { ReadBudget } from '../platform/limits/read-budget';

type CountedVenue = Pick<DocumentOf<'venues'>, '_status' | '_geoloc'>;
type CountedEvent = Pick<DocumentOf<'events'>, '_status' | '_geoloc' | 'eventEnd' | '_protected'>;

const countsRef = (kind: CountedKind, shard: string) =>
  db().collection(NEARBY_COUNTS_COLLECTION).doc(countsDocId(kind, shard));

/**
 * Moves counts from the cell of `before` to the cell of `after` (geohashes, null: not counted),
 * with increments in the caller's transaction or batch, one write per shard touched.
 */
function moveCount(
  writer: Transaction | WriteBatch,
  kind: CountedKind,
  before: string | null,
  after: string | null,
  now: Date,
): void {
  for (const [shard, cells] of countChanges(before, after)) {
    const counts = Object.fromEntries(
      Object.entries(cells).map(([cell, delta]) => [cell, FieldValue.increment(delta)]),
    );
    // Typed as a plain set: Transaction and WriteBatch both take (ref, data, options).
    (writer as WriteBatch).set(
      countsRef(kind, shard),
      { shard, counts, updatedAt: now },
      { merge: true },
    );
  }
}

/**
 * Keeps the per-cell venue counts in step with a venue, in the same transaction as the change:
 * a venue that becomes searchable (approved), stops being so (rejected, removed) or moves takes
 * its count along. Increments, so concurrent changes to other venues of the shard do not
 * conflict; a change that leaves the venue where it counted writes nothing (callers reach here
 * only on a real transition, so a repeat never counts twice).
 */
export function countVenueChange(
  tx: Transaction,
  before: CountedVenue,
  after: CountedVenue | null,
  now: Date,
): void {
  moveCount(tx, 'venues', venueCountedAt(before), after && venueCountedAt(after), now);
}

/**
 * Brings the per-cell event counts in line with an event as it will be after this write
 * (`after`, with `_protected.countedHash` as stored): moves its count when where it should
 * count differs from where it does, and returns the field update recording the new place (to
 * merge into the event's own update), or nothing. Idempotent by that record: applying the same
 * state twice moves nothing the second time.
 */
export function countEventChange(
  writer: Transaction | WriteBatch,
  after: CountedEvent,
  now: Date,
): Record<string, string | null> {
  const wanted = eventCountedAt(after, now);
  const counted = after._protected.countedHash;
  if (wanted === counted) return {};
  moveCount(writer, 'events', counted, wanted, now);
  return { '_protected.countedHash': wanted };
}

/**
 * The planner's loadCounts for nearby search: the count documents of the shards the circle
 * reaches into, in one read (a shard without a document comes back without counts), charged to
 * the call's read budget (each document asked for is billed, found or not).
 */
export function countsLoader(
  kind: CountedKind,
  center: [number, number],
  radiusKm: number,
  budget: ReadBudget,
) {
  return cellCountsLoader(center, radiusKm, async (shards) => {
    budget.charge(shards.length);
    const snapshots = await db().getAll(...shards.map((shard) => countsRef(kind, shard)));
    return snapshots.map((snapshot) =>
      snapshot.exists
        ? ((snapshot.get('counts') as Record<string, unknown> | undefined) ?? {})
        : null,
    );
  });
}
