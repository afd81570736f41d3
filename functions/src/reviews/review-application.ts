import { ANGEL_DUES_CENTS, reviewApplication as contract } from '@fundax/core';

import { docRef, readDoc, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { notifyApplicationReviewed } from '../notify/hooks';
import { onCallable } from '../platform/on-callable';
import { auditReview } from './audit-review';
import { reviewTransition, statusUpdate } from './review-transition';

/**
 * An admin approves or rejects an angel application (transactional, idempotent, audited).
 * Approval lists the angel's public profile and sets the membership dues they owe; a later
 * rejection takes the profile off the public lists again.
 */
export const reviewApplication = onCallable(contract, async (input, { uid }) => {
  const approved = await runTransaction(async (tx) => {
    const now = new Date();
    const application = await requireDoc(tx, 'applications', input.id, 'application');
    const transition = reviewTransition(application._status, input, uid, now);
    if (!transition) return application._status.approved === true;
    const profile = await readDoc(tx, 'profiles', application.applicantId);
    const dues =
      transition.approved && !application.dues
        ? { dues: { amountCents: ANGEL_DUES_CENTS, status: 'due', paidAt: null, reference: null } }
        : {};
    tx.update(docRef('applications', application.id), { ...statusUpdate(transition), ...dues });
    if (profile) {
      tx.update(docRef('profiles', profile.id), { listed: transition.approved, updatedAt: now });
    }
    auditReview(tx, 'application', application.id, transition);
    await notifyApplicationReviewed(tx, application, transition);
    return transition.approved;
  });
  return { id: input.id, approved };
});
