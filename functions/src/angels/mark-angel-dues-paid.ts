import { FundaxError, markAngelDuesPaid as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyDuesRecorded } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';

/**
 * An admin records an approved angel's dues as paid. Marking paid dues again returns the first
 * payment's time and changes nothing.
 */
export const markAngelDuesPaid = onCallable(contract, async (input, { uid }) => {
  const paidAt = await runTransaction(async (tx) => {
    const application = await requireDoc(tx, 'applications', input.applicationId, 'application');
    const { dues } = application;
    if (application._status.approved !== true || !dues) {
      throw new FundaxError('failed-precondition', 'Only approved angels owe dues.');
    }
    if (dues.status === 'paid' && dues.paidAt) return dues.paidAt;
    const now = new Date();
    tx.update(docRef('applications', application.id), {
      dues: { ...dues, status: 'paid', paidAt: now, reference: input.reference },
    });
    writeAudit(tx, {
      actorId: uid,
      action: 'application.dues-paid',
      targetType: 'application',
      targetId: application.id,
      changes: { status: 'paid', amountCents: dues.amountCents },
      at: now,
    });
    await notifyDuesRecorded(tx, application, { ...dues, reference: input.reference }, now);
    return now;
  });
  return { applicationId: input.applicationId, paidAt: paidAt.toISOString() };
});
