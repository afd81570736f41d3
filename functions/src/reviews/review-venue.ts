import { FundaxError, isPubliclyVisible, reviewVenue as contract } from '@fundax/core';

import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countVenueChange } from '../nearby/nearby-counts';
import { notifyVenueReviewed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import {
  hideEventsWithVenue,
  restoreEventsWithVenue,
  upcomingEventsAt,
} from '../venues/venue-events-visibility';
import { auditReview } from './audit-review';
import { reviewTransition, statusUpdate } from './review-transition';

/**
 * An admin approves or rejects a venue (transactional, idempotent, audited). A rejected venue
 * takes its events that have not ended off the public side (visitor reads, nearby search and
 * counts, public lists), telling their organizers why; approving it again brings them back.
 */
export const reviewVenue = onCallable(contract, async (input, { uid }) => {
  const approved = await runTransaction(async (tx) => {
    const now = new Date();
    const venue = await requireDoc(tx, 'venues', input.id, 'venue');
    const transition = reviewTransition(venue._status, input, uid, now);
    if (!transition) return venue._status.approved === true;
    if (venue._status.disabled) {
      throw new FundaxError('failed-precondition', 'This venue has been removed.');
    }
    const after = { ...venue, _status: { ...venue._status, approved: transition.approved } };
    const events = await upcomingEventsAt(tx, venue.id, now);
    tx.update(docRef('venues', venue.id), { ...statusUpdate(transition), updatedAt: now });
    countVenueChange(tx, venue, after, now);
    if (isPubliclyVisible(after._status)) restoreEventsWithVenue(tx, events, uid, now);
    else hideEventsWithVenue(tx, events, venue.name, uid, now);
    auditReview(tx, 'venue', venue.id, transition);
    await notifyVenueReviewed(tx, venue, transition);
    return transition.approved;
  });
  return { id: input.id, approved };
});
