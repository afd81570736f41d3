import { isPubliclyVisible, type ListingVisibility } from './approval';
import { hasEnded } from './event-access';

interface Located {
  _status: ListingVisibility;
  _geoloc: { hash: string };
}

/**
 * Where nearby search's per-cell counts hold a venue: at its geohash while the public may see
 * it (the same rule nearbyVenues searches by), else nowhere (null).
 */
export function venueCountedAt(venue: Located): string | null {
  return isPubliclyVisible(venue._status) ? venue._geoloc.hash : null;
}

/**
 * Where the counts hold an event: at its geohash while the public may see it and it has not
 * ended (nearbyEvents' rule without a window), else nowhere (null).
 */
export function eventCountedAt(event: Located & { eventEnd: Date }, now: Date): string | null {
  return isPubliclyVisible(event._status) && !hasEnded(event, now) ? event._geoloc.hash : null;
}
