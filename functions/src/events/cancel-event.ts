import { cancelEvent as contract, revisionId } from '@fundax/core';

import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyEventCancelled } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { assertCanManageEvent, assertEventOpen } from './event-access';
import { cancelEventIn } from './event-cancellation';

/**
 * The organizer, the venue's partner or an admin cancels an event that has not ended. It stays
 * for history but is hidden everywhere public (disabled, no longer featured); a change waiting
 * for review is withdrawn with it. Cancelling a cancelled event again changes nothing.
 */
export const cancelEvent = onCallable(contract, async ({ id, reason }, caller) => {
  await runTransaction(async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', id, 'event');
    assertCanManageEvent(event, caller);
    if (event._status.cancelled) return;
    assertEventOpen(event, now);
    const revision = await readDoc(tx, 'revisions', revisionId('event', id));
    cancelEventIn(tx, event, { actorId: caller.uid, reason: reason ?? null, now });
    if (revision?.state === 'pending') {
      tx.update(docRef('revisions', revision.id), { state: 'withdrawn', updatedAt: now });
    }
    await notifyEventCancelled(tx, event, caller, reason ?? null);
  });
  return { id };
});
