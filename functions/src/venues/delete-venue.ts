import { FundaxError, deleteVenue as contract, NOT_ENDED_EVENT_FILTER } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readQuery, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countVenueChange } from '../nearby/nearby-counts';
import { db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';
import { assertCanManageVenue } from './venue-access';

/**
 * The owner or an admin removes a venue. Past events keep their history, so the venue is
 * disabled rather than erased; while it has upcoming events (not cancelled) it cannot go.
 * Removing a removed venue again changes nothing.
 */
export const deleteVenue = onCallable(contract, async ({ id }, caller) => {
  await runTransaction(async (tx) => {
    const venue = await requireDoc(tx, 'venues', id, 'venue');
    assertCanManageVenue(venue, caller);
    if (venue._status.disabled) return;
    const now = new Date();
    const upcoming = await readQuery(
      tx,
      'events',
      db()
        .collection('events')
        .where('venueId', '==', id)
        .where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
    );
    const live = upcoming.filter((event) => !event._status.cancelled).length;
    if (live > 0) {
      throw new FundaxError(
        'failed-precondition',
        `This venue still has ${live} upcoming event${live === 1 ? '' : 's'}: cancel them first.`,
      );
    }
    tx.update(docRef('venues', id), { '_status.disabled': true, updatedAt: now });
    countVenueChange(tx, venue, null, now);
    writeAudit(tx, {
      actorId: caller.uid,
      action: 'venue.disable',
      targetType: 'venue',
      targetId: id,
      changes: { disabled: true },
      at: now,
    });
  });
  return { id };
});
