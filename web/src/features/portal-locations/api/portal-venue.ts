import type {
  LocationPrecision,
  LocationSource,
  StoredImage,
  Venue,
  VenueCategory,
  WithId,
} from '@fundax/core';
import { awaitsOwner, listingState } from '@fundax/core';

// What the portal keeps of a venue: plain data with dates as ISO strings, so the slice stays
// serialisable. Only the fields the portal shows or edits.

/** One of a partner's venues, in every review state. */
export interface PortalVenue {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  category: VenueCategory;
  description: string;
  phone: string | null;
  website: string | null;
  lat: number;
  lng: number;
  /** Where the location came from and how precise it is (null: not recorded). */
  locationSource: LocationSource | null;
  locationPrecision: LocationPrecision | null;
  /** An uploaded photo's variants, and the picture's address (typed, or the card size). */
  image: StoredImage | null;
  imageUrl: string | null;
  status: { approved: boolean | null; reason: string | null; disabled: boolean };
}

export function toPortalVenue(venue: WithId<Venue>): PortalVenue {
  return {
    id: venue.id,
    ownerId: venue.ownerId,
    name: venue.name,
    address: venue.address,
    category: venue.category,
    description: venue.description,
    phone: venue.phone,
    website: venue.website,
    lat: venue._geoloc.lat,
    lng: venue._geoloc.lng,
    locationSource: venue.locationSource,
    locationPrecision: venue.locationPrecision,
    image: venue.image,
    imageUrl: venue.imageUrl,
    status: {
      approved: venue._status.approved,
      reason: venue._status.reason,
      disabled: venue._status.disabled,
    },
  };
}

/** Venues awaiting review or turned down. */
export function venuesNeedingAttention(venues: PortalVenue[]): PortalVenue[] {
  return venues.filter((venue) => awaitsOwner(listingState(venue.status)));
}
