import type { DocumentData, DocumentReference, UpdateData } from 'firebase-admin/firestore';

import { db } from '../platform/admin';

/** Firestore allows at most 500 writes in one batch. */
export const MAX_BATCH_WRITES = 500;

export interface PendingUpdate {
  ref: DocumentReference;
  /** Field paths to values, as Firestore's update takes them. */
  changes: Record<string, unknown>;
}

/**
 * Applies updates in batches of at most 500 writes, one batch after another. Callers pass only
 * documents that differ from the wanted state, so re-running after a partial failure finishes
 * the job without writing anything twice.
 */
export async function writeInBatches(updates: readonly PendingUpdate[]): Promise<number> {
  for (let start = 0; start < updates.length; start += MAX_BATCH_WRITES) {
    const batch = db().batch();
    for (const { ref, changes } of updates.slice(start, start + MAX_BATCH_WRITES)) {
      batch.update(ref, changes as UpdateData<DocumentData>);
    }
    await batch.commit();
  }
  return updates.length;
}
