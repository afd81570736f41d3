import {
  type DocumentOf,
  type EventConsent,
  type WithId,
  FundaxError,
  type PayoutParty,
  consentAfterAnswer,
  hasEnded,
  hasExpiredUnreviewed,
  isConsentComplete,
  respondToEvent as contract,
  revisionId,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { feedNewEvent, notifyProposalAnswered } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { sidesOf } from './event-sides';

type Target = 'event' | 'revision';

/** The side of `sides` whose answer `consent` waits for, or that already gave this answer. */
function answeringSide(
  consent: EventConsent,
  sides: PayoutParty[],
  decision: 'accept' | 'decline',
): { side: PayoutParty; repeated: boolean } | null {
  const awaited = sides.find((side) => consent[side] === 'awaiting');
  if (awaited) return { side: awaited, repeated: false };
  const answered = sides.find(
    (side) => consent[side] === (decision === 'accept' ? 'agreed' : 'declined'),
  );
  return answered && consent.respondedAt ? { side: answered, repeated: true } : null;
}

/**
 * The other side of a proposal answers it: the event itself while it awaits review, or the
 * change to it waiting as a revision once it is approved (its new dates or terms, or the new
 * fundaxer it names). A decline keeps its reason where the proposer reads it (on the event, or
 * the revision) and blocks approval; the proposer may propose again. The same answer twice
 * changes nothing; a started, ended or cancelled event takes no answers.
 */
export const respondToEvent = onCallable(contract, async (input, { uid }) => {
  const target = await runTransaction(async (tx): Promise<Target> => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.id, 'event');
    if (event._status.cancelled) {
      throw new FundaxError('failed-precondition', 'This event was cancelled.');
    }
    if (hasEnded(event, now)) {
      throw new FundaxError('failed-precondition', 'This event has already ended.');
    }
    const reason = input.reason ?? null;
    if (event._status.approved !== true) {
      if (event._status.expired || hasExpiredUnreviewed(event, now)) {
        throw new FundaxError(
          'failed-precondition',
          'This event started before it was reviewed, so it expired.',
        );
      }
      const sides = sidesOf(event, uid);
      if (sides.length === 0) throw notAsked();
      const answer = answeringSide(event.consent, sides, input.decision);
      if (!answer) throw nothingAwaits();
      if (answer.repeated) return 'event';
      const consent = consentAfterAnswer(event.consent, answer.side, input.decision, reason, now);
      tx.update(docRef('events', event.id), { consent, updatedAt: now });
      audit(tx, uid, event.id, input.decision, reason, answer.side, 'event', now);
      await tellProposer(tx, event, event.organizerId, uid, input.decision, reason, now);
      // Both sides agree now: the event is ready for the admins.
      if (isConsentComplete(consent)) {
        const organizer = await readDoc(null, 'users', event.organizerId);
        feedNewEvent(
          tx,
          event.id,
          event,
          { name: event.venueName },
          {
            displayName: organizer?.displayName ?? 'The organizer',
          },
        );
      }
      return 'event';
    }
    const revision = await readDoc(tx, 'revisions', revisionId('event', event.id));
    const sides = revision ? sidesOf(revision, uid) : sidesOf(event, uid);
    if (sides.length === 0) throw notAsked();
    if (!revision || revision.state !== 'pending') throw nothingAwaits();
    const answer = answeringSide(revision.consent, sides, input.decision);
    if (!answer) throw nothingAwaits();
    if (answer.repeated) return 'revision';
    tx.update(docRef('revisions', revision.id), {
      consent: consentAfterAnswer(revision.consent, answer.side, input.decision, reason, now),
      updatedAt: now,
    });
    audit(tx, uid, event.id, input.decision, reason, answer.side, 'revision', now);
    await tellProposer(tx, event, revision.proposedBy, uid, input.decision, reason, now);
    return 'revision';
  });
  return { id: input.id, decision: input.decision, target };
});

const notAsked = () =>
  new FundaxError(
    'permission-denied',
    'Only the other side of a proposal (the venue’s partner or the named fundaxer) answers it.',
  );

const nothingAwaits = () =>
  new FundaxError('failed-precondition', 'Nothing about this event waits for your answer.');

function audit(
  tx: Transaction,
  uid: string,
  eventId: string,
  decision: 'accept' | 'decline',
  reason: string | null,
  side: PayoutParty,
  target: Target,
  now: Date,
): void {
  writeAudit(tx, {
    actorId: uid,
    action: decision === 'accept' ? 'event.accept' : 'event.decline',
    targetType: 'event',
    targetId: eventId,
    reason,
    changes: { side, target },
    at: now,
  });
}

/** The proposer hears the answer (a decline with its reason). */
function tellProposer(
  tx: Transaction,
  event: WithId<DocumentOf<'events'>>,
  proposerId: string,
  responderId: string,
  decision: 'accept' | 'decline',
  reason: string | null,
  now: Date,
) {
  return notifyProposalAnswered(tx, { ...event, organizerId: proposerId }, responderId, {
    accepted: decision === 'accept',
    reason,
    at: now,
  });
}
