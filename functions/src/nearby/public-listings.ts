import type { DocumentOf, PublicEvent, PublicVenue, WithId } from '@fundax/core';

/** What anyone may see of a venue: no phone, status or timestamps (publicVenueSchema). */
export function publicVenue(venue: WithId<DocumentOf<'venues'>>): PublicVenue {
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

/** What anyone may see of an event: no organiser, status or payouts (publicEventSchema). */
export function publicEvent(event: WithId<DocumentOf<'events'>>): PublicEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    venueId: event.venueId,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    partnerId: event.partnerId,
    fundaxerId: event.fundaxerId,
    fundaxerName: event.fundaxerName,
    eventStart: event.eventStart.toISOString(),
    eventEnd: event.eventEnd.toISOString(),
    givebackPercent: event.giveback.percent,
    givebackTerms: event.giveback.terms,
    givebackExclusions: event.giveback.exclusions,
    goalCents: event.goalCents,
    raisedCents: event.raisedCents,
    imageUrl: event.imageUrl,
    special: event.special,
    lat: event._geoloc.lat,
    lng: event._geoloc.lng,
  };
}

/** Distances go out rounded to the metre: more digits only suggest false precision. */
export function roundedKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}
