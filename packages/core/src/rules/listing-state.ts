import type { ConsentState, FundaxerConsentState } from '../schemas/events';
import { awaitedSides, decliningSide } from './event-consent';

/**
 * Where an event or venue stands, in one word, for its owner, an admin, a badge or the admin
 * search (one rule for web, console, phone and the search catalogue):
 * - cancelled: the organizer, partner or an admin called the event off;
 * - hidden: disabled because its venue was rejected (restored if the venue is approved again);
 * - removed: disabled otherwise (the venue was removed, or an admin took the listing down);
 * - expired: still pending when it started, so nobody can approve it any more;
 * - rejected: an admin turned it down (`_status.approved === false`);
 * - declined: pending, and the other side of the proposal declined it (the reason says why);
 * - awaiting: pending, and the other side has not accepted yet (not in the admins' queue);
 * - pending: both sides agree, awaiting an admin's review (`_status.approved === null`);
 * - approved: public.
 * The most decisive state wins, in that order: a cancelled event stays cancelled whatever its
 * review said, a hidden or removed listing is off the public side whether or not it was
 * approved, and a proposal's consent only matters while its review is pending.
 */
export const LISTING_STATES = [
  'cancelled',
  'hidden',
  'removed',
  'expired',
  'rejected',
  'declined',
  'awaiting',
  'pending',
  'approved',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** The `_status` fields that decide it (venues have no `cancelled`, `expired` or `venueHidden`). */
export interface ListingStatusFields {
  approved: boolean | null;
  disabled?: boolean;
  cancelled?: boolean;
  expired?: boolean;
  venueHidden?: boolean;
}

/** Both sides' answers to an event's proposal (`consent`); venues have none. */
export interface ListingConsentFields {
  partner: ConsentState;
  fundaxer: FundaxerConsentState;
}

export function listingState(
  status: ListingStatusFields,
  consent?: ListingConsentFields | null,
): ListingState {
  if (status.cancelled === true) return 'cancelled';
  if (status.disabled === true) return status.venueHidden === true ? 'hidden' : 'removed';
  if (status.approved === true) return 'approved';
  if (status.approved === false) return status.expired === true ? 'expired' : 'rejected';
  if (consent && decliningSide(consent) !== null) return 'declined';
  if (consent && awaitedSides(consent).length > 0) return 'awaiting';
  return 'pending';
}

/**
 * Listings whose owner should look at them: not yet public (in review, waiting for the other
 * side, declined, turned down, expired) or hidden with their venue; the note says why.
 */
export function awaitsOwner(state: ListingState): boolean {
  return state !== 'approved' && state !== 'cancelled' && state !== 'removed';
}

/** The `_status` and `consent` texts that say why a listing stands where it does. */
export interface ListingReasonFields {
  reason: string | null;
  cancelReason?: string | null;
  venueHiddenReason?: string | null;
}

/**
 * Why a listing is in its state, for its owner: a cancellation's reason, why it is hidden with
 * its venue, the reviewer's reason (a rejection, an expiry, or a note on an approval or
 * removal), or the other side's reason for declining. null when there is nothing to say.
 */
export function listingStateReason(
  state: ListingState,
  status: ListingReasonFields,
  consent?: { reason: string | null } | null,
): string | null {
  switch (state) {
    case 'cancelled':
      return status.cancelReason ?? null;
    case 'hidden':
      return status.venueHiddenReason ?? null;
    case 'declined':
      return consent?.reason ?? null;
    case 'awaiting':
    case 'pending':
      return null;
    default:
      return status.reason;
  }
}
