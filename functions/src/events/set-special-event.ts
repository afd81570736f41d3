import { FundaxError, setSpecialEvent as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';

/**
 * An admin features an approved, live event on /special-events or stops featuring it. Asking
 * for the state the event already has changes nothing.
 */
export const setSpecialEvent = onCallable(contract, async ({ id, special }, { uid }) => {
  await runTransaction(async (tx) => {
    const event = await requireDoc(tx, 'events', id, 'event');
    if (event.special === special) return;
    if (special && (event._status.approved !== true || event._status.cancelled)) {
      throw new FundaxError('failed-precondition', 'Only approved, live events can be featured.');
    }
    const now = new Date();
    tx.update(docRef('events', id), { special, updatedAt: now });
    writeAudit(tx, {
      actorId: uid,
      action: 'event.special',
      targetType: 'event',
      targetId: id,
      changes: { special },
      at: now,
    });
  });
  return { id };
});
