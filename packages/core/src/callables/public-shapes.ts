import { z } from '../zod';
import { causeCategorySchema, venueCategorySchema } from '../schemas/categories';
import { storedImageSchema } from '../files/stored-image';
import { type WithId, isoDateTimeSchema } from '../schemas/common';
import type { FundaxEvent } from '../schemas/events';
import type { Venue } from '../schemas/venues';

/** What anyone may see of an approved venue, as sent over the wire. */
export const publicVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  category: venueCategorySchema,
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  /** An uploaded photo's variants, for srcset (null when none; older payloads lack it). */
  image: z._default(z.nullable(storedImageSchema), null),
  website: z.nullable(z.string()),
  ownerId: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PublicVenue = z.infer<typeof publicVenueSchema>;

/** What anyone may see of an approved event, as sent over the wire (dates as ISO strings). */
export const publicEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: causeCategorySchema,
  venueId: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  partnerId: z.string(),
  fundaxerId: z.nullable(z.string()),
  fundaxerName: z.nullable(z.string()),
  eventStart: isoDateTimeSchema,
  eventEnd: isoDateTimeSchema,
  givebackPercent: z.number(),
  givebackTerms: z.string(),
  givebackExclusions: z.string(),
  goalCents: z.nullable(z.number()),
  raisedCents: z.number(),
  imageUrl: z.nullable(z.string()),
  /** An uploaded image's variants, for srcset (null when none; older payloads lack it). */
  image: z._default(z.nullable(storedImageSchema), null),
  special: z.boolean(),
  lat: z.number(),
  lng: z.number(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const distanceKmSchema = z.number().check(z.nonnegative());

/** What anyone may see of a venue: no phone, status or timestamps. */
export function toPublicVenue(venue: WithId<Venue>): PublicVenue {
  return {
    id: venue.id,
    name: venue.name,
    address: venue.address,
    category: venue.category,
    description: venue.description,
    imageUrl: venue.imageUrl,
    image: venue.image,
    website: venue.website,
    ownerId: venue.ownerId,
    lat: venue._geoloc.lat,
    lng: venue._geoloc.lng,
  };
}

/** What anyone may see of an event: no organiser, status or payouts; dates as ISO strings. */
export function toPublicEvent(event: WithId<FundaxEvent>): PublicEvent {
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
    image: event.image,
    special: event.special,
    lat: event._geoloc.lat,
    lng: event._geoloc.lng,
  };
}
