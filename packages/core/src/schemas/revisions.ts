import { z } from '../zod';
import { storedImageSchema } from '../files/stored-image';
import { locationPrecisionSchema, locationSourceSchema } from '../geo/location-origin';
import { geolocSchema } from '../geo/validation';
import { timestampSchema, urlSchema } from './common';
import { eventConsentSchema, givebackSchema } from './events';

/**
 * The material fields of an event: what visitors rely on and what decides who gets paid. An
 * owner's change to any of them on an approved event waits for review as a revision.
 */
export const eventMaterialSchema = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(urlSchema),
  // The uploaded picture's variants. No default: a revision holds only the fields it changes,
  // and a default here would make every read revision propose removing the picture.
  image: z.nullable(storedImageSchema),
  eventStart: timestampSchema,
  eventEnd: timestampSchema,
  giveback: givebackSchema,
  fundaxerId: z.nullable(z.string()),
  fundaxerName: z.nullable(z.string()),
});
export type EventMaterial = z.infer<typeof eventMaterialSchema>;

/**
 * The material fields of a venue: where it is and what it is called. Where the location came
 * from, and how precise it is, travel with the location: they describe the proposed place, not
 * the approved one, until it is approved.
 */
export const venueMaterialSchema = z.object({
  name: z.string(),
  address: z.string(),
  _geoloc: geolocSchema,
  locationSource: z.nullable(locationSourceSchema),
  locationPrecision: z.nullable(locationPrecisionSchema),
  website: z.nullable(urlSchema),
});
export type VenueMaterial = z.infer<typeof venueMaterialSchema>;

/**
 * pending: waits for the other side (consent) and an admin; approved: applied to the listing;
 * rejected: an admin turned it down (reason); withdrawn: the owner took it back (an edit back
 * to the approved values) or the event was cancelled; expired: the event ended first.
 */
export const REVISION_STATES = ['pending', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export const revisionStateSchema = z.enum(REVISION_STATES);
export type RevisionState = z.infer<typeof revisionStateSchema>;

const revisionBase = {
  /** The event's or venue's id (the revision's own id is `<targetType>-<targetId>`). */
  targetId: z.string(),
  /** The listing's approved title or name, for queues and notices. */
  title: z.string(),
  /** Who may read it, as on the event: its partner (a venue's owner), organizer and fundaxers. */
  partnerId: z.string(),
  organizerId: z.string(),
  /** The fundaxer the event would have once the revision is applied. */
  fundaxerId: z.nullable(z.string()),
  /** The fundaxer it has now (sees a revision that replaces them). */
  currentFundaxerId: z.nullable(z.string()),
  /** Whether the other side accepted the revision's deal (dates, terms, a new fundaxer). */
  consent: eventConsentSchema,
  state: revisionStateSchema,
  reason: z.nullable(z.string()),
  reviewedAt: z.nullable(timestampSchema),
  reviewedBy: z.nullable(z.string()),
  proposedBy: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** An event revision expires with the event's (approved) end; null for venues. */
  endsAt: z.nullable(timestampSchema),
};

/**
 * revisions/{targetType-targetId}: an owner's change to a material field of an approved event
 * or venue. The approved version stays public while the change waits: `changes` holds the new
 * values of the fields it changes, `current` their values as approved. One open revision per
 * listing; a new edit updates it. Not public (rules cannot hide fields of a public document,
 * so a revision cannot be part of one): its parties and admins read it.
 */
export const revisionSchema = z.discriminatedUnion('targetType', [
  z.object({
    targetType: z.literal('event'),
    ...revisionBase,
    changes: z.partial(eventMaterialSchema),
    current: z.partial(eventMaterialSchema),
  }),
  z.object({
    targetType: z.literal('venue'),
    ...revisionBase,
    changes: z.partial(venueMaterialSchema),
    current: z.partial(venueMaterialSchema),
  }),
]);
export type Revision = z.infer<typeof revisionSchema>;
export type EventRevision = Extract<Revision, { targetType: 'event' }>;
export type VenueRevision = Extract<Revision, { targetType: 'venue' }>;

/** The one document id of a listing's revision. */
export function revisionId(targetType: Revision['targetType'], targetId: string): string {
  return `${targetType}-${targetId}`;
}
