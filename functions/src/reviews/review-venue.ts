import { FundaxError, reviewVenue as contract } from '@fundax/core';

import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countVenueChange } from '../nearby/nearby-counts';
import { notifyVenueReviewed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { auditReview } from './audit-review';
import { reviewTransition, statusUpdate } from './review-transition';

/** An admin approves or rejects a venue (transactional, idempotent, audited). */
export const reviewVenue = onCallable(contract, async (input, { uid }) => {
  const approved = await runTransaction(async (tx) => {
    const now = new Date();
    const venue = await requireDoc(tx, 'venues', input.id, 'venue');
    const transition = reviewTransition(venue._status, input, uid, now);
    if (!transition) return venue._status.approved === true;
    if (venue._status.disabled) {
      throw new FundaxError('failed-precondition', 'This venue has been removed.');
    }
    tx.update(docRef('venues', venue.id), { ...statusUpdate(transition), updatedAt: now });
    countVenueChange(
      tx,
      venue,
      { ...venue, _status: { ...venue._status, approved: transition.approved } },
      now,
    );
    auditReview(tx, 'venue', venue.id, transition);
    await notifyVenueReviewed(tx, venue, transition);
    return transition.approved;
  });
  return { id: input.id, approved };
});
