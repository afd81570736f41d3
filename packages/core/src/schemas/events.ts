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

/**
 * The partner's share of the qualifying sales, as a whole percent, when the terms define one
 * (for example sales Fundax collected for the partner). null: the terms define none, and an
 * admin enters the partner's payout.
 */
export const partnerSharePercentSchema = z
  .number({ error: 'The partner’s share is a number.' })
  .int('The partner’s share is a whole number.')
  .min(0, 'The partner’s share is from 0 to 99 percent.')
  .max(99, 'The partner’s share is from 0 to 99 percent.');

/** The give-back and the partner's share together never exceed the sales. */
export function sharesFitSales(giveback: {
  percent: number;
  partnerSharePercent?: number | null;
}): boolean {
  return giveback.percent + (giveback.partnerSharePercent ?? 0) <= 100;
}

export const SHARES_EXCEED_SALES =
  'The give-back and the partner’s share add up to more than 100%.';

/** Give-back terms: the share of sales the partner gives, and what it excludes. */
export const givebackSchema = z
  .object({
    percent: z
      .number({ error: 'Give-back percentage is a number.' })
      .int('Give-back percentage is a whole number.')
      .min(1, 'Give-back percentage is from 1 to 100.')
      .max(100, 'Give-back percentage is from 1 to 100.'),
    terms: givebackTermsSchema.default(''),
    exclusions: givebackExclusionsSchema.default(''),
    partnerSharePercent: partnerSharePercentSchema.nullable().default(null),
  })
  .refine(sharesFitSales, { path: ['partnerSharePercent'], message: SHARES_EXCEED_SALES });
export type Giveback = z.infer<typeof givebackSchema>;

/**
 * Where one side of an event stands on it: `agreed` (proposed it, or accepted), `awaiting` its
 * answer, or `declined`. The fundaxer side is `none` when the event has no fundaxer.
 */
export const CONSENT_STATES = ['agreed', 'awaiting', 'declined'] as const;
export const consentStateSchema = z.enum(CONSENT_STATES);
export type ConsentState = z.infer<typeof consentStateSchema>;
export const fundaxerConsentStateSchema = z.enum([...CONSENT_STATES, 'none']);
export type FundaxerConsentState = z.infer<typeof fundaxerConsentStateSchema>;

/**
 * Both sides' agreement to an event's deal (the parties, dates and give-back terms): the side
 * that proposes agrees by proposing, the other side accepts or declines (respondToEvent). A
 * decline keeps its reason for the proposer. An admin approves only once both sides agree.
 * Events stored before consent existed read as agreed (they were approved under the old rules).
 */
export const eventConsentSchema = z.object({
  partner: consentStateSchema,
  fundaxer: fundaxerConsentStateSchema,
  reason: z.string().nullable().default(null),
  respondedAt: timestampSchema.nullable().default(null),
});
export type EventConsent = z.infer<typeof eventConsentSchema>;
export const AGREED_CONSENT: EventConsent = {
  partner: 'agreed',
  fundaxer: 'agreed',
  reason: null,
  respondedAt: null,
};

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
  /**
   * Still pending when it started: nobody reviewed it in time, so it expired (approved is then
   * false and reason says why). An admin can no longer approve it.
   */
  expired: z.boolean().default(false),
  /**
   * Hidden (disabled) because its venue was rejected; restored if the venue is approved again.
   * The reason tells the organizer why, without showing them the venue's own review.
   */
  venueHidden: z.boolean().default(false),
  venueHiddenReason: z.string().nullable().default(null),
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
  /** The qualifying sales the partner reported (reportEventResults); null until reported. */
  salesCents: centsSchema.nullable().default(null),
  /**
   * The give-back percent of the sales, rounded half up to the cent (raisedFromSales): what the
   * public sees as raised for the cause, and what the fundaxer is owed.
   */
  raisedCents: centsSchema.default(0),
  resultsReportedAt: timestampSchema.nullable().default(null),
  imageUrl: urlSchema.nullable().default(null),
  /** An uploaded image's variants (then `imageUrl` is its card size); null for none. */
  image: storedImageSchema.nullable().default(null),
  special: z.boolean().default(false),
  _geoloc: geolocSchema,
  consent: eventConsentSchema.default(() => ({ ...AGREED_CONSENT })),
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
    /** Whether the partner reported the results: payout queues tell waiting from payable. */
    resultsReported: z.boolean().default(false),
    /**
     * Ended and nobody is owed any more (isSettled): the hourly schedule reads only events
     * where this is false, so its cost follows the open items rather than history.
     */
    settled: z.boolean().default(false),
  }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FundaxEvent = z.infer<typeof eventSchema>;
