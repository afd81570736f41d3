import { updateEvent as contract } from '@fundax/core';

import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countEventChange } from '../nearby/nearby-counts';
import { imageFields } from '../files/attach-file';
import { onCallable } from '../platform/on-callable';
import { assertCanManageEvent, assertEventOpen } from './event-access';
import { eventChanges } from './event-changes';
import { findFundaxer } from './find-fundaxer';

/**
 * The organizer, the venue's partner or an admin edits an event that has not ended and was not
 * cancelled. New dates or give-back terms on an approved event send it back to review.
 */
export const updateEvent = onCallable(contract, async (input, caller) => {
  await runTransaction(async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', input.id, 'event');
    assertCanManageEvent(event, caller);
    assertEventOpen(event, now);
    const account = await readDoc(tx, 'users', caller.uid);
    const fundaxer =
      input.fundaxerId && input.fundaxerId !== event.fundaxerId
        ? await findFundaxer(tx, { ...caller, role: account?.role ?? null }, input.fundaxerId)
        : undefined;
    const changes = eventChanges(input, event, caller, now);
    if (input.fundaxerId === null) Object.assign(changes, { fundaxerId: null, fundaxerName: null });
    if (fundaxer) Object.assign(changes, { fundaxerId: fundaxer.id, fundaxerName: fundaxer.name });
    // Sent back to review, it leaves nearby search (and its count) until approved again.
    const edited = {
      ...event,
      _status: {
        ...event._status,
        approved: '_status.approved' in changes ? null : event._status.approved,
      },
    };
    const image = await imageFields(tx, input, caller, 'event-image');
    tx.update(docRef('events', input.id), {
      ...changes,
      ...image,
      ...countEventChange(tx, edited, now),
    });
  });
  return { id: input.id };
});
