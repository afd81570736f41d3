/**
 * Where an event or venue stands, in one word, for its owner, an admin or a badge:
 * - cancelled: the organizer, partner or an admin called the event off;
 * - removed: disabled (the venue was removed, or an admin took the listing down);
 * - rejected: an admin turned it down (`_status.approved === false`);
 * - pending: awaiting review (`_status.approved === null`);
 * - approved: public.
 * The most decisive state wins, in that order: a cancelled event stays cancelled whatever its
 * review said, and a removed listing is gone whether or not it was approved.
 */
export type ListingState = 'cancelled' | 'removed' | 'rejected' | 'pending' | 'approved';

/** The `_status` fields that decide it (venues have no `cancelled`). */
export interface ListingStatusFields {
  approved: boolean | null;
  disabled?: boolean;
  cancelled?: boolean;
}

export function listingState(status: ListingStatusFields): ListingState {
  if (status.cancelled === true) return 'cancelled';
  if (status.disabled === true) return 'removed';
  if (status.approved === null) return 'pending';
  return status.approved ? 'approved' : 'rejected';
}

/** Listings whose owner should act: still in review, or turned down (the reason says why). */
export function awaitsOwner(state: ListingState): boolean {
  return state === 'pending' || state === 'rejected';
}
