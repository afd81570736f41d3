import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import type { ReviewTransition } from './review-transition';

/** Records a review that changed something: who decided what, on which item, when and why. */
export function auditReview(
  tx: Transaction,
  targetType: 'event' | 'venue' | 'application',
  targetId: string,
  transition: ReviewTransition,
): void {
  writeAudit(tx, {
    actorId: transition.status.reviewedBy ?? '',
    action: `${targetType}.${transition.approved ? 'approve' : 'reject'}`,
    targetType,
    targetId,
    reason: transition.status.reason,
    changes: { approved: transition.approved, previous: transition.previous },
    at: transition.status.reviewedAt ?? new Date(),
  });
}
