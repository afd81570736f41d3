import { resolveSupportRequest as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifySupportAnswered } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';

/** An admin closes a support request with a note. Resolving it again changes nothing. */
export const resolveSupportRequest = onCallable(contract, async ({ id, resolution }, { uid }) => {
  await runTransaction(async (tx) => {
    const request = await requireDoc(tx, 'supportRequests', id, 'support request');
    if (request.status === 'resolved') return;
    const now = new Date();
    tx.update(docRef('supportRequests', id), {
      status: 'resolved',
      resolution,
      resolvedAt: now,
      resolvedBy: uid,
    });
    // The resolution text may quote the requester: the audit keeps only the state change.
    writeAudit(tx, {
      actorId: uid,
      action: 'support.resolve',
      targetType: 'support',
      targetId: id,
      changes: { status: 'resolved' },
      at: now,
    });
    await notifySupportAnswered(tx, request, resolution, now);
  });
  return { id };
});
