/** Where a review stands: `_status.approved` null is pending (docs/product.md §3, §4.1). */
export type ApprovalState = 'pending' | 'approved' | 'rejected';

export function approvalState(status: { approved: boolean | null }): ApprovalState {
  if (status.approved === null) return 'pending';
  return status.approved ? 'approved' : 'rejected';
}

export function isPendingReview(status: { approved: boolean | null }): boolean {
  return status.approved === null;
}

/** The `_status` of a venue (approved, disabled) or an event (also cancelled). */
export interface ListingVisibility {
  approved: boolean | null;
  disabled: boolean;
  cancelled?: boolean;
}

/**
 * Whether the public (visitors, nearby search, listings) may see a venue or event: approved,
 * not disabled and, for events, not cancelled. Owners and admins see every state; ended events
 * stay visible as history. firestore.rules and every public query apply this same rule.
 */
export function isPubliclyVisible(status: ListingVisibility): boolean {
  return status.approved === true && !status.disabled && status.cancelled !== true;
}
