import { listingState } from '@fundax/core';

import type { AttentionItem } from '../../../components/portal/attention-list';
import { portalLocationPath } from '../../../utils/portal-paths';
import { type PortalVenue, venuesNeedingAttention } from '../api/portal-venue';

/** Venues awaiting review or turned down, as the dashboard's attention list shows them. */
export function venueAttention(venues: PortalVenue[]): AttentionItem[] {
  return venuesNeedingAttention(venues).map((venue) => ({
    key: `venue-${venue.id}`,
    state: listingState(venue.status),
    title: venue.name,
    href: portalLocationPath(venue.id),
    note: 'Location',
    reason: venue.status.approved === false ? venue.status.reason : null,
  }));
}
