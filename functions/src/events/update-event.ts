import {
  type EventConsent,
  type EventRevision,
  awaitedSides,
  PENDING_STATUS,
  eventMaterialOf,
  consentForProposal,
  dealDiffers,
  materialDiff,
  revisionId,
  sameValue,
  updateEvent as contract,
} from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { imageFields } from '../files/attach-file';
import { notifyProposalWaiting } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { assertCanManageEvent, assertEventOpen } from './event-access';
import { assertEventDates } from './event-dates';
import {
  type NamedFundaxer,
  fundaxerChange,
  nonMaterialChanges,
  proposedMaterial,
  touchesDates,
} from './event-edit';
import { eventRevisionAfterEdit, pendingProposal } from './event-revision';
import { proposerOf } from './event-sides';
import { findFundaxer } from './find-fundaxer';

/**
 * The organizer, the venue's partner or an admin edits an event that has not ended and was not
 * cancelled.
 * - Not approved yet (pending or rejected): every change applies at once; new dates, terms or
 *   a new fundaxer ask the other side again. An owner's edit of a rejected event sends it back
 *   to review.
 * - Approved: the cause and goal apply at once (audited). An owner's change to a material field
 *   waits as a revision (the approved version stays public); an admin's applies at once
 *   (audited), except a new fundaxer, who must accept first, so it waits as a revision too.
 */
export const updateEvent = onCallable(contract, async (input, caller) => {
  await runTransaction(async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.id, 'event');
    assertCanManageEvent(event, caller);
    assertEventOpen(event, now);
    const approved = event._status.approved === true;
    const stored = approved ? await readDoc(tx, 'revisions', revisionId('event', event.id)) : null;
    const pending = stored?.targetType === 'event' && stored.state === 'pending' ? stored : null;
    const account = await readDoc(tx, 'users', caller.uid);
    // A new picture (its variants) is material like the rest: read now, applied or proposed below.
    const picture = await imageFields(tx, input, caller, 'event-image');
    const base = approved ? pendingProposal(event, pending) : eventMaterialOf(event);
    const fundaxer: NamedFundaxer =
      input.fundaxerId === undefined || input.fundaxerId === null
        ? input.fundaxerId
        : input.fundaxerId === base.fundaxerId
          ? { id: base.fundaxerId, name: base.fundaxerName ?? '' }
          : await findFundaxer(tx, { ...caller, role: account?.role ?? null }, input.fundaxerId);
    const proposer = proposerOf(event, caller);
    const current = eventMaterialOf(event);
    const edited = { ...nonMaterialChanges(input) };

    if (!approved) {
      const proposed = proposedMaterial(current, input, fundaxer, picture);
      if (touchesDates(input)) {
        assertEventDates(proposed.eventStart, proposed.eventEnd, now, {
          startMoved: !sameValue(proposed.eventStart, current.eventStart),
        });
      }
      Object.assign(edited, materialDiff(proposed, current).changes, {
        consent: consentForProposal({
          proposer,
          previous: event.consent,
          fundaxer: fundaxerChange(proposed.fundaxerId, current.fundaxerId),
          dealChanged: dealDiffers(proposed, current),
        }),
      });
      if (event._status.approved === false && !caller.admin) {
        for (const [key, value] of Object.entries(PENDING_STATUS)) edited[`_status.${key}`] = value;
        edited['_status.expired'] = false;
      }
      tx.update(docRef('events', event.id), { ...edited, updatedAt: now });
      const consent = edited.consent as EventConsent;
      if (asksAgain(event.consent, consent)) {
        const fundaxerId = proposed.fundaxerId;
        await notifyProposalWaiting(
          tx,
          { ...event, ...proposed, fundaxerId, consent },
          caller.uid,
          `edit-${now.getTime()}`,
        );
      }
      return;
    }

    // Approved: what applies at once, and what waits for review.
    const direct = caller.admin
      ? proposedMaterial(current, { ...input, fundaxerId: undefined }, undefined, picture)
      : current;
    const proposed = caller.admin
      ? proposedMaterial(base, { id: input.id }, fundaxer)
      : proposedMaterial(base, input, fundaxer, picture);
    if (touchesDates(input)) {
      const checked = caller.admin ? direct : proposed;
      assertEventDates(checked.eventStart, checked.eventEnd, now, {
        startMoved: !sameValue(checked.eventStart, current.eventStart),
      });
    }
    Object.assign(edited, materialDiff(direct, current).changes);
    const step = eventRevisionAfterEdit({
      event,
      pending,
      proposed,
      proposer,
      uid: caller.uid,
      now,
    });
    if (Object.keys(edited).length > 0) {
      // No edit moves an event in the nearby counts: they follow its status and end, and an
      // open event's new end is still ahead.
      tx.update(docRef('events', event.id), { ...edited, updatedAt: now });
      writeAudit(tx, {
        actorId: caller.uid,
        action: 'event.edit',
        targetType: 'event',
        targetId: event.id,
        changes: { fields: Object.keys(edited).sort().join(',') },
        at: now,
      });
    }
    writeRevisionStep(tx, step, event.id, now);
    if (step.action === 'write' && asksAgain(pending?.consent ?? null, step.revision.consent)) {
      const { revision } = step;
      await notifyProposalWaiting(
        tx,
        {
          ...event,
          ...proposed,
          partnerId: revision.partnerId,
          fundaxerId: revision.fundaxerId,
          consent: revision.consent,
        },
        caller.uid,
        `revision-${now.getTime()}`,
      );
    }
  });
  return { id: input.id };
});

function writeRevisionStep(
  tx: Transaction,
  step: ReturnType<typeof eventRevisionAfterEdit>,
  eventId: string,
  now: Date,
): void {
  const ref = docRef('revisions', revisionId('event', eventId));
  if (step.action === 'write') tx.set(ref, step.revision satisfies EventRevision);
  if (step.action === 'withdraw') tx.update(ref, { state: 'withdrawn', updatedAt: now });
}

/** The edit asks a side for an answer it was not already waiting to give. */
function asksAgain(before: EventConsent | null, after: EventConsent): boolean {
  const waited = new Set(before ? awaitedSides(before) : []);
  return awaitedSides(after).some((side) => !waited.has(side));
}
