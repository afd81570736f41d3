import { type ApprovalState, type ReviewStatus, approvalState } from '@fundax/core';

export interface ReviewDecision {
  decision: 'approve' | 'reject';
  reason?: string | undefined;
}

export interface ReviewTransition {
  approved: boolean;
  previous: ApprovalState;
  /** The `_status` fields to write (field paths under `_status`). */
  status: Pick<ReviewStatus, 'approved' | 'reason' | 'reviewedAt' | 'reviewedBy'>;
}

/**
 * What a review does to an item: nothing when it already has the decided state (approving twice
 * is not an error and changes nothing, nor does rejecting twice), otherwise the new status. An
 * approval clears an earlier rejection's reason; a rejection keeps its reason for the owner.
 */
export function reviewTransition(
  current: { approved: boolean | null },
  { decision, reason }: ReviewDecision,
  reviewer: string,
  now: Date,
): ReviewTransition | null {
  const approved = decision === 'approve';
  if (current.approved === approved) return null;
  return {
    approved,
    previous: approvalState(current),
    status: {
      approved,
      reason: approved ? null : (reason ?? null),
      reviewedAt: now,
      reviewedBy: reviewer,
    },
  };
}

/** The transition as Firestore update field paths under `_status`. */
export function statusUpdate(transition: ReviewTransition): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(transition.status).map(([key, value]) => [`_status.${key}`, value]),
  );
}
