import { cancelEvent as contract } from '@fundax/core';

import { requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';
import { assertCanManageEvent, assertEventOpen } from './event-access';
import { cancelEventIn } from './event-cancellation';

/**
 * The organizer, the venue's partner or an admin cancels an event that has not ended. It stays
 * for history but is hidden everywhere public (disabled, no longer featured). Cancelling a
 * cancelled event again changes nothing.
 */
export const cancelEvent = onCallable(contract, async ({ id, reason }, caller) => {
  await runTransaction(async (tx) => {
    const now = new Date();
    const event = await requireDoc(tx, 'events', id, 'event');
    assertCanManageEvent(event, caller);
    if (event._status.cancelled) return;
    assertEventOpen(event, now);
    cancelEventIn(tx, event, { actorId: caller.uid, reason: reason ?? null, now });
  });
  return { id };
});
