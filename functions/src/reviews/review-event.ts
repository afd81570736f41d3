import {
  FundaxError,
  isAwaitingPayment,
  isPubliclyVisible,
  reviewEvent as contract,
} from '@fundax/core';

import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countEventChange } from '../nearby/nearby-counts';
import { notifyEventReviewed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { auditReview } from './audit-review';
import { reviewTransition, statusUpdate } from './review-transition';

/**
 * An admin approves or rejects an event (transactional, idempotent, audited). A cancelled event
 * takes no review; an event is approved only before it ends and at an approved, enabled venue.
 */
export const reviewEvent = onCallable(contract, async (input, { uid }) => {
  const approved = await runTransaction(async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.id, 'event');
    const transition = reviewTransition(event._status, input, uid, now);
    if (!transition) return event._status.approved === true;
    if (event._status.cancelled) {
      throw new FundaxError('failed-precondition', 'This event was cancelled.');
    }
    if (transition.approved && event.eventEnd.getTime() <= now.getTime()) {
      throw new FundaxError('failed-precondition', 'This event has already ended.');
    }
    if (transition.approved) {
      // A public event must be at a public venue: approve (or restore) the venue first.
      const venue = await requireDoc(tx, 'venues', event.venueId, 'venue');
      if (!isPubliclyVisible(venue._status)) {
        throw new FundaxError('failed-precondition', 'Approve the event’s venue first.');
      }
    }
    const reviewed = { ...event, _status: { ...event._status, ...transition.status } };
    tx.update(docRef('events', event.id), {
      ...statusUpdate(transition),
      '_protected.awaitingPayment': isAwaitingPayment(reviewed, now),
      ...countEventChange(tx, reviewed, now),
      updatedAt: now,
    });
    auditReview(tx, 'event', event.id, transition);
    await notifyEventReviewed(tx, event, transition);
    return transition.approved;
  });
  return { id: input.id, approved };
});
