import { docRef, readDoc, readQuery } from '../data/documents';
import { writeInBatches } from '../data/write-in-batches';
import { db } from '../platform/admin';
import { eventFollowUp } from './venue-changes';

/**
 * Brings every event at a venue in line with the venue's current name, address and location,
 * in batches of at most 500. It compares against the stored venue, not the request, so running
 * it again after a partial failure completes the job.
 */
export async function syncVenueEvents(venueId: string): Promise<number> {
  const venue = await readDoc(null, 'venues', venueId);
  if (!venue) return 0;
  const events = await readQuery(
    null,
    'events',
    db().collection('events').where('venueId', '==', venueId),
  );
  return writeInBatches(
    events.flatMap((event) => {
      const changes = eventFollowUp(venue, event);
      return changes ? [{ ref: docRef('events', event.id), changes }] : [];
    }),
  );
}
