import { approvalState } from '@fundax/core';

import type { BadgeTone } from '../components/ui/status-badge';

export interface StatusLabel {
  tone: BadgeTone;
  text: string;
}

/** The review state of an event or venue as one label: the most decisive state wins. */
export function listingStatus(status: {
  approved: boolean | null;
  disabled: boolean;
  cancelled?: boolean;
}): StatusLabel {
  if (status.cancelled) return { tone: 'cancelled', text: 'Cancelled' };
  if (status.disabled) return { tone: 'disabled', text: 'Disabled' };
  return reviewStatus(status);
}

/** Pending, approved or rejected (docs/product.md §4.1: approved null is pending). */
export function reviewStatus(status: { approved: boolean | null }): StatusLabel {
  switch (approvalState(status)) {
    case 'pending':
      return { tone: 'pending', text: 'Pending' };
    case 'approved':
      return { tone: 'approved', text: 'Approved' };
    default:
      return { tone: 'rejected', text: 'Rejected' };
  }
}
