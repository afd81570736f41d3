import {
  type CatalogueItem,
  type CatalogueSource,
  DocumentParseError,
  SEARCH_CATALOGUE_COLLECTION,
  catalogueItemOf,
  catalogueKey,
  catalogueShardId,
  catalogueShardOf,
  parseDocument,
  sameEntry,
} from '@fundax/core';
import { FieldValue } from 'firebase-admin/firestore';

import { runTransaction } from '../data/run-transaction';
import { db } from '../platform/admin';

/**
 * A document's catalogue item, or null when search has nothing to hold for it: the document is
 * gone, or it no longer matches its schema (a broken document is not searchable).
 */
export function catalogueItemFrom(
  source: CatalogueSource,
  id: string,
  data: unknown,
): CatalogueItem | null {
  if (data === null || data === undefined) return null;
  try {
    const document = parseDocument(source, id, data);
    return catalogueItemOf({ source, id, document } as Parameters<typeof catalogueItemOf>[0]);
  } catch (error) {
    if (error instanceof DocumentParseError) return null;
    throw error;
  }
}

/** The shard a document's entry lives in, read from its raw data (parsed or not). */
export function shardOfData(source: CatalogueSource, id: string, data: unknown): number | null {
  if (data === null || typeof data !== 'object') return null;
  const venueId = (data as { venueId?: unknown }).venueId;
  if (source === 'events')
    return typeof venueId === 'string' ? catalogueShardOf('events', id, venueId) : null;
  return catalogueShardOf(source, id, id);
}

/**
 * Whether a write changed anything search holds: its entry, or the shard it lives in. Most
 * writes (payout flags, counts, descriptions) change neither and need no catalogue write.
 */
export function changesCatalogue(
  source: CatalogueSource,
  id: string,
  before: unknown,
  after: unknown,
): boolean {
  const was = catalogueItemFrom(source, id, before);
  const is = catalogueItemFrom(source, id, after);
  return was?.shard !== is?.shard || !sameEntry(was?.entry ?? null, is?.entry ?? null);
}

/**
 * Brings a document's catalogue entry in line with the document as it is now, read in a
 * transaction: its entry is written to its shard, and removed from any other shard named in
 * `alsoIn` (where an earlier state put it). Reading the current document, not the change that
 * triggered the call, makes it idempotent and safe when changes arrive out of order: whichever
 * run commits last wrote the latest state, and the transaction retries if the document changes
 * under it. Each shard written gets a new `rev` (its commit time), which tells the search
 * functions to re-read it.
 */
export async function syncCatalogueEntry(
  source: CatalogueSource,
  id: string,
  alsoIn: readonly number[],
): Promise<void> {
  const key = catalogueKey(source, id);
  await runTransaction(async (tx) => {
    const snapshot = await tx.get(db().collection(source).doc(id));
    const item = catalogueItemFrom(source, id, snapshot.exists ? snapshot.data() : null);
    const shards = new Set(alsoIn);
    if (item) shards.add(item.shard);
    for (const shard of shards) {
      tx.set(
        db().collection(SEARCH_CATALOGUE_COLLECTION).doc(catalogueShardId(shard)),
        {
          shard,
          rev: FieldValue.serverTimestamp(),
          entries: { [key]: item?.shard === shard ? item.entry : FieldValue.delete() },
        },
        { merge: true },
      );
    }
  });
}
