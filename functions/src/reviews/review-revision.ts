import {
  type EventRevision,
  FundaxError,
  type VenueRevision,
  consentBlocker,
  hasEnded,
  isPubliclyVisible,
  payeeRecordId,
  reviewRevision as contract,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { assertEventDates } from '../events/event-dates';
import { currentPayee, freezePayees } from '../payouts/payees';
import { onCallable } from '../platform/on-callable';
import {
  eventsMovingWith,
  touchesEventCopies,
  writeVenueChanges,
} from '../venues/apply-venue-changes';
import { syncVenueEvents } from '../venues/sync-venue-events';

/**
 * An admin approves or rejects a change waiting as a revision of an approved event or venue
 * (transactional, idempotent, audited). Approving applies it to the listing: an event's needs
 * both sides' agreement, an event that is still approved and has not ended, and dates that are
 * still valid now; a new fundaxer becomes the payee. A venue's needs the venue still public; its
 * events follow a move or a new name. Rejecting leaves the listing as approved, with the reason
 * on the revision for its owner.
 */
export const reviewRevision = onCallable(contract, async (input, { uid }) => {
  const outcome = await runTransaction(async (tx) => {
    const now = new Date();
    const revision = await requireDoc(tx, 'revisions', input.id, 'change waiting for review');
    const approve = input.decision === 'approve';
    if (revision.state === (approve ? 'approved' : 'rejected')) return { approved: approve };
    if (revision.state !== 'pending') {
      throw new FundaxError(
        'failed-precondition',
        `This change is no longer waiting for review (it was ${revision.state}).`,
      );
    }
    const synced = approve
      ? revision.targetType === 'event'
        ? await applyEventRevision(tx, revision, uid, now)
        : await applyVenueRevision(tx, revision, now)
      : false;
    tx.update(docRef('revisions', revision.id), {
      state: approve ? 'approved' : 'rejected',
      reason: approve ? null : (input.reason ?? null),
      reviewedAt: now,
      reviewedBy: uid,
      updatedAt: now,
    });
    writeAudit(tx, {
      actorId: uid,
      action: approve ? 'revision.approve' : 'revision.reject',
      targetType: revision.targetType,
      targetId: revision.targetId,
      reason: approve ? null : (input.reason ?? null),
      changes: { fields: Object.keys(revision.changes).sort().join(',') },
      at: now,
    });
    return { approved: approve, synced: synced ? revision.targetId : null };
  });
  if ('synced' in outcome && outcome.synced) await syncVenueEvents(outcome.synced);
  return { id: input.id, approved: outcome.approved };
});

/** Applies an event revision; reads first, then writes (Firestore transactions need that). */
async function applyEventRevision(
  tx: Transaction,
  revision: EventRevision,
  uid: string,
  now: Date,
): Promise<false> {
  const event = await requireDoc(tx, 'events', revision.targetId, 'event');
  if (event._status.cancelled || event._status.approved !== true) {
    throw new FundaxError('failed-precondition', 'The event is no longer approved.');
  }
  if (hasEnded(event, now)) {
    throw new FundaxError('failed-precondition', 'This event has already ended.');
  }
  const blocker = consentBlocker(revision.consent);
  if (blocker) throw new FundaxError('failed-precondition', `Not yet: ${blocker}`);
  const { changes } = revision;
  const after = { ...event, ...changes, consent: revision.consent };
  if (changes.eventStart || changes.eventEnd) {
    assertEventDates(after.eventStart, after.eventEnd, now, {
      startMoved: changes.eventStart !== undefined,
    });
  }
  const fundaxerChanged = 'fundaxerId' in changes;
  const payee = fundaxerChanged ? await currentPayee(tx, after, 'fundaxer', uid, now) : null;
  tx.update(docRef('events', event.id), { ...changes, consent: revision.consent, updatedAt: now });
  if (payee) freezePayees(tx, [payee]);
  else if (fundaxerChanged) tx.delete(docRef('payees', payeeRecordId(event.id, 'fundaxer')));
  return false;
}

/** Applies a venue revision; reports whether its events' copies must follow. */
async function applyVenueRevision(
  tx: Transaction,
  revision: VenueRevision,
  now: Date,
): Promise<boolean> {
  const venue = await requireDoc(tx, 'venues', revision.targetId, 'venue');
  if (!isPubliclyVisible(venue._status)) {
    throw new FundaxError('failed-precondition', 'The venue is no longer approved.');
  }
  const changes: Record<string, unknown> = { ...revision.changes };
  const upcoming = await eventsMovingWith(tx, venue.id, '_geoloc' in changes, now);
  writeVenueChanges(tx, venue, changes, upcoming, now);
  return touchesEventCopies(changes);
}
