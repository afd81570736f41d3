import type { PublicVenue, Venue, WithId } from '@fundax/core';

/** A venue as public pages keep it: the same wire shape nearby search returns. */
export function toPublicVenue(venue: WithId<Venue>): PublicVenue {
  return {
    id: venue.id,
    name: venue.name,
    address: venue.address,
    category: venue.category,
    description: venue.description,
    imageUrl: venue.imageUrl,
    website: venue.website,
    ownerId: venue.ownerId,
    lat: venue._geoloc.lat,
    lng: venue._geoloc.lng,
  };
}
