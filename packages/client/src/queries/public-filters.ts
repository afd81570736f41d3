import { type QueryFieldFilterConstraint, where } from 'firebase/firestore/lite';

/**
 * The filters firestore.rules demands of any query a visitor runs on venues: approved and not
 * disabled (core's isPubliclyVisible). Without both, the rules reject the whole query.
 */
export function publicVenueFilters(): QueryFieldFilterConstraint[] {
  return [where('_status.approved', '==', true), where('_status.disabled', '==', false)];
}

/** The same for events, which must also not be cancelled. */
export function publicEventFilters(): QueryFieldFilterConstraint[] {
  return [...publicVenueFilters(), where('_status.cancelled', '==', false)];
}
