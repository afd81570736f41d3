import { z } from 'zod';

import { causeCategorySchema, venueCategorySchema } from '../schemas/categories';
import { isoDateTimeSchema } from '../schemas/common';

/** What anyone may see of an approved venue, as sent over the wire. */
export const publicVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  category: venueCategorySchema,
  description: z.string(),
  imageUrl: z.string().nullable(),
  website: z.string().nullable(),
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
  fundaxerId: z.string().nullable(),
  fundaxerName: z.string().nullable(),
  eventStart: isoDateTimeSchema,
  eventEnd: isoDateTimeSchema,
  givebackPercent: z.number(),
  givebackTerms: z.string(),
  givebackExclusions: z.string(),
  goalCents: z.number().nullable(),
  raisedCents: z.number(),
  imageUrl: z.string().nullable(),
  special: z.boolean(),
  lat: z.number(),
  lng: z.number(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const distanceKmSchema = z.number().nonnegative();
