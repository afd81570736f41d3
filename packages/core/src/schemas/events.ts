import { z } from 'zod';

import { storedImageSchema } from '../files/stored-image';
import { geolocSchema } from '../geo/validation';
import { causeCategorySchema } from './categories';
import { centsSchema, text, timestampSchema, urlSchema } from './common';
import { listingStatusSchema } from './status';

/** Give-back conditions and exclusions as typed (no default: an update may leave them out). */
export const givebackTermsSchema = z
  .string()
  .trim()
  .max(500, 'Terms can be at most 500 characters.');
export const givebackExclusionsSchema = z
  .string()
  .trim()
  .max(500, 'Exclusions can be at most 500 characters.');

/** Give-back terms: the share of sales the partner gives, and what it excludes. */
export const givebackSchema = z.object({
  percent: z
    .number({ error: 'Give-back percentage is a number.' })
    .int('Give-back percentage is a whole number.')
    .min(1, 'Give-back percentage is from 1 to 100.')
    .max(100, 'Give-back percentage is from 1 to 100.'),
  terms: givebackTermsSchema.default(''),
  exclusions: givebackExclusionsSchema.default(''),
});
export type Giveback = z.infer<typeof givebackSchema>;

/**
 * A payout marked on the event: when, and which ledger entry holds the details. Amounts and
 * references never sit on the event document (it is public once approved); they live in the
 * ledger, readable only by admins and the payee. null = not yet paid (docs/product.md §3.5).
 */
export const disbursalMarkSchema = z.object({
  paidAt: timestampSchema,
  entryId: z.string(),
});
export type DisbursalMark = z.infer<typeof disbursalMarkSchema>;

export const PAYOUT_PARTIES = ['partner', 'fundaxer'] as const;
export const payoutPartySchema = z.enum(PAYOUT_PARTIES, { error: 'Choose partner or fundaxer.' });
export type PayoutParty = z.infer<typeof payoutPartySchema>;

export const eventStatusSchema = listingStatusSchema.extend({
  cancelled: z.boolean().default(false),
  cancelReason: z.string().nullable().default(null),
});

/**
 * events/{id}: a give-back event at a venue. Public once approved; owners (organizer, partner,
 * fundaxer) and admins see every state. `_geoloc` follows the venue; `_status` and `_protected`
 * are written only by functions. `venueName`, `venueAddress` and `fundaxerName` are copies for
 * list cards, refreshed when the venue or profile changes.
 */
export const eventSchema = z.object({
  title: text('Event title', 3, 120),
  description: z.string().max(4000).default(''),
  category: causeCategorySchema,
  venueId: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  partnerId: z.string(),
  organizerId: z.string(),
  fundaxerId: z.string().nullable().default(null),
  fundaxerName: z.string().nullable().default(null),
  eventStart: timestampSchema,
  eventEnd: timestampSchema,
  giveback: givebackSchema,
  goalCents: centsSchema.nullable().default(null),
  raisedCents: centsSchema.default(0),
  imageUrl: urlSchema.nullable().default(null),
  /** An uploaded image's variants (then `imageUrl` is its card size); null for none. */
  image: storedImageSchema.nullable().default(null),
  special: z.boolean().default(false),
  _geoloc: geolocSchema,
  _status: eventStatusSchema,
  _protected: z.object({
    disbursal: z.object({
      partner: disbursalMarkSchema.nullable(),
      fundaxer: disbursalMarkSchema.nullable(),
    }),
    /** Set by the hourly schedule: ended, approved, and a party still unpaid. */
    awaitingPayment: z.boolean().default(false),
    /**
     * The geohash at which nearby search's per-cell counts hold this event, or null when they
     * do not: an event counts while it is public and has not ended (isNearbyCounted). Written
     * with the count, so that every change moves the count exactly once.
     */
    countedHash: z.string().nullable().default(null),
  }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FundaxEvent = z.infer<typeof eventSchema>;
