import { type DocumentOf, FundaxError } from '@fundax/core';

import type { SignedInContext } from '../platform/call-context';

/** Only the venue's owner or an admin may change it; anyone else is `permission-denied`. */
export function assertCanManageVenue(
  venue: Pick<DocumentOf<'venues'>, 'ownerId'>,
  caller: Pick<SignedInContext, 'uid' | 'admin'>,
): void {
  if (!caller.admin && venue.ownerId !== caller.uid) {
    throw new FundaxError('permission-denied', 'Only the venue’s owner can change it.');
  }
}

/** A removed (disabled) venue is kept for history but takes no more changes or events. */
export function assertVenueActive(venue: Pick<DocumentOf<'venues'>, '_status'>): void {
  if (venue._status.disabled) {
    throw new FundaxError('failed-precondition', 'This venue has been removed.');
  }
}
