import { docRef, readQuery } from '../data/documents';
import { writeInBatches } from '../data/write-in-batches';
import { db } from '../platform/admin';

/**
 * Events carry a copy of their fundaxer's name for list cards. After a rename, every event that
 * still shows another name gets the new one (only those, so a retry writes nothing twice).
 */
export async function syncFundaxerName(uid: string, displayName: string): Promise<number> {
  const events = await readQuery(
    null,
    'events',
    db().collection('events').where('fundaxerId', '==', uid),
  );
  return writeInBatches(
    events
      .filter((event) => event.fundaxerName !== displayName)
      .map((event) => ({
        ref: docRef('events', event.id),
        changes: { fundaxerName: displayName },
      })),
  );
}
