import { deleteResource as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';

/** An admin removes a portal video or document (the audit log keeps that it existed). */
export const deleteResource = onCallable(contract, async ({ id }, { uid }) => {
  await runTransaction(async (tx) => {
    const resource = await requireDoc(tx, 'resources', id, 'resource');
    tx.delete(docRef('resources', id));
    writeAudit(tx, {
      actorId: uid,
      action: 'resource.delete',
      targetType: 'resource',
      targetId: id,
      changes: { kind: resource.kind },
      at: new Date(),
    });
  });
  return { id };
});
