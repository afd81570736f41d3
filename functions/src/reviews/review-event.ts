import {
  type DocumentOf,
  FundaxError,
  type WithId,
  consentBlocker,
  hasExpiredUnreviewed,
  isPubliclyVisible,
  reviewEvent as contract,
  hasEnded,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countEventChange } from '../nearby/nearby-counts';
import { currentPayees, freezePayees } from '../payouts/payees';
import { payoutFlags } from '../payouts/payout-rules';
import { notifyEventReviewed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { auditReview } from './audit-review';
import { reviewTransition, statusUpdate } from './review-transition';

/**
 * An admin approves or rejects an event (transactional, idempotent, audited). A cancelled event
 * takes no review. An approval needs both sides' agreement, an event that has not started yet
 * if it was still pending (one that started unreviewed has expired), one that has not ended,
 * and an approved, enabled venue; it fixes who each party is paid (payees/).
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
    const payees = transition.approved ? await assertApprovable(tx, event, uid, now) : [];
    const reviewed = { ...event, _status: { ...event._status, ...transition.status } };
    tx.update(docRef('events', event.id), {
      ...statusUpdate(transition),
      ...payoutFlags(reviewed, now),
      ...countEventChange(tx, reviewed, now),
      updatedAt: now,
    });
    freezePayees(tx, payees);
    auditReview(tx, 'event', event.id, transition);
    await notifyEventReviewed(tx, event, transition);
    return transition.approved;
  });
  return { id: input.id, approved };
});

/** Refuses an approval the event's state forbids; returns the payees the approval fixes. */
async function assertApprovable(
  tx: Transaction,
  event: WithId<DocumentOf<'events'>>,
  uid: string,
  now: Date,
) {
  if (event._status.expired || hasExpiredUnreviewed(event, now)) {
    throw new FundaxError(
      'failed-precondition',
      'This event started before anyone reviewed it, so it expired and can no longer be approved.',
    );
  }
  if (hasEnded(event, now)) {
    throw new FundaxError('failed-precondition', 'This event has already ended.');
  }
  const blocker = consentBlocker(event.consent);
  if (blocker) throw new FundaxError('failed-precondition', `Not yet: ${blocker}`);
  // A public event must be at a public venue: approve (or restore) the venue first.
  const venue = await requireDoc(tx, 'venues', event.venueId, 'venue');
  if (!isPubliclyVisible(venue._status)) {
    throw new FundaxError('failed-precondition', 'Approve the event’s venue first.');
  }
  return currentPayees(tx, event, uid, now);
}
