import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

import { MAX_BATCH_WRITES } from '../data/write-in-batches';
import { db } from '../platform/admin';

/** What a kept application holds instead of the person's name and answers. */
export const SCRUBBED_APPLICANT = 'Deleted account';
export const SCRUBBED_ANSWERS = { removed: 'Removed when the account was deleted.' };

/**
 * An angel application is a financial record once its dues were paid (the amount, when, the
 * reference): it is kept without the person's name and answers. Any other is deleted.
 */
function keepsApplication(snapshot: DocumentSnapshot): boolean {
  return snapshot.get('dues.status') === 'paid';
}

/**
 * Deletes the documents marked `delete`, and deletes or scrubs the applications (`scrub`), in
 * batches of at most 500. Deleting what is already gone, or scrubbing again, is harmless, so a
 * second run after a partial failure finishes the job.
 */
export async function erasePersonalData(
  toDelete: readonly DocumentSnapshot[],
  applications: readonly DocumentSnapshot[],
): Promise<void> {
  const writes: ((batch: WriteBatch) => void)[] = [
    ...toDelete.map((snapshot) => (batch: WriteBatch) => {
      batch.delete(snapshot.ref);
    }),
    ...applications.map((snapshot) => (batch: WriteBatch) => {
      if (!keepsApplication(snapshot)) batch.delete(snapshot.ref);
      else {
        batch.update(snapshot.ref, {
          applicantName: SCRUBBED_APPLICANT,
          answers: SCRUBBED_ANSWERS,
        });
      }
    }),
  ];
  for (let start = 0; start < writes.length; start += MAX_BATCH_WRITES) {
    const batch = db().batch();
    for (const write of writes.slice(start, start + MAX_BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}
