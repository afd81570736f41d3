import { cancelEvent as contract, revisionId } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { countEventChange } from '../nearby/nearby-counts';
import { notifyEventCancelled } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { assertCanManageEvent, assertEventOpen } from './event-access';

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
    if (revision?.state === 'pending') {
      tx.update(docRef('revisions', revision.id), { state: 'withdrawn', updatedAt: now });
    }
    const cancelled = { ...event, _status: { ...event._status, cancelled: true, disabled: true } };
    tx.update(docRef('events', id), {
      ...countEventChange(tx, cancelled, now),
      '_status.cancelled': true,
      '_status.cancelReason': reason ?? null,
      '_status.disabled': true,
      special: false,
      updatedAt: now,
    });
    writeAudit(tx, {
      actorId: caller.uid,
      action: 'event.cancel',
      targetType: 'event',
      targetId: id,
      reason: reason ?? null,
      changes: { cancelled: true },
      at: now,
    });
    await notifyEventCancelled(tx, event, caller, reason ?? null);
  });
  return { id };
});
