import { z } from '../zod';
import { storedImageSchema } from '../files/stored-image';
import { geolocSchema } from '../geo/validation';
import { causeCategorySchema } from './categories';
import { centsSchema, text, timestampSchema, urlSchema } from './common';
import { listingStatusSchema } from './status';

/** Give-back conditions and exclusions as typed (no default: an update may leave them out). */
export const givebackTermsSchema = z
  .string()
  .check(z.trim(), z.maxLength(500, 'Terms can be at most 500 characters.'));
export const givebackExclusionsSchema = z
  .string()
  .check(z.trim(), z.maxLength(500, 'Exclusions can be at most 500 characters.'));

/**
 * The partner's share of the qualifying sales, as a whole percent, when the terms define one
 * (for example sales Fundax collected for the partner). null: the terms define none, and an
 * admin enters the partner's payout.
 */
export const partnerSharePercentSchema = z
  .number({ error: 'The partner’s share is a number.' })
  .check(
    z.int('The partner’s share is a whole number.'),
    z.minimum(0, 'The partner’s share is from 0 to 99 percent.'),
    z.maximum(99, 'The partner’s share is from 0 to 99 percent.'),
  );

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
      .check(
        z.int('Give-back percentage is a whole number.'),
        z.minimum(1, 'Give-back percentage is from 1 to 100.'),
        z.maximum(100, 'Give-back percentage is from 1 to 100.'),
      ),
    terms: z._default(givebackTermsSchema, ''),
    exclusions: z._default(givebackExclusionsSchema, ''),
    partnerSharePercent: z._default(z.nullable(partnerSharePercentSchema), null),
  })
  .check(z.refine(sharesFitSales, { path: ['partnerSharePercent'], message: SHARES_EXCEED_SALES }));
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
  reason: z._default(z.nullable(z.string()), null),
  respondedAt: z._default(z.nullable(timestampSchema), null),
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

export const eventStatusSchema = z.extend(listingStatusSchema, {
  cancelled: z._default(z.boolean(), false),
  cancelReason: z._default(z.nullable(z.string()), null),
  /**
   * Still pending when it started: nobody reviewed it in time, so it expired (approved is then
   * false and reason says why). An admin can no longer approve it.
   */
  expired: z._default(z.boolean(), false),
  /**
   * Hidden (disabled) because its venue was rejected; restored if the venue is approved again.
   * The reason tells the organizer why, without showing them the venue's own review.
   */
  venueHidden: z._default(z.boolean(), false),
  venueHiddenReason: z._default(z.nullable(z.string()), null),
});

/**
 * events/{id}: a give-back event at a venue. Public once approved; owners (organizer, partner,
 * fundaxer) and admins see every state. `_geoloc` follows the venue; `_status` and `_protected`
 * are written only by functions. `venueName`, `venueAddress` and `fundaxerName` are copies for
 * list cards, refreshed when the venue or profile changes.
 */
export const eventSchema = z.object({
  title: text('Event title', 3, 120),
  description: z._default(z.string().check(z.maxLength(4000)), ''),
  category: causeCategorySchema,
  venueId: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  partnerId: z.string(),
  organizerId: z.string(),
  fundaxerId: z._default(z.nullable(z.string()), null),
  fundaxerName: z._default(z.nullable(z.string()), null),
  eventStart: timestampSchema,
  eventEnd: timestampSchema,
  giveback: givebackSchema,
  goalCents: z._default(z.nullable(centsSchema), null),
  /** The qualifying sales the partner reported (reportEventResults); null until reported. */
  salesCents: z._default(z.nullable(centsSchema), null),
  /**
   * The give-back percent of the sales, rounded half up to the cent (raisedFromSales): what the
   * public sees as raised for the cause, and what the fundaxer is owed.
   */
  raisedCents: z._default(centsSchema, 0),
  resultsReportedAt: z._default(z.nullable(timestampSchema), null),
  imageUrl: z._default(z.nullable(urlSchema), null),
  /** An uploaded image's variants (then `imageUrl` is its card size); null for none. */
  image: z._default(z.nullable(storedImageSchema), null),
  special: z._default(z.boolean(), false),
  _geoloc: geolocSchema,
  consent: z._default(eventConsentSchema, () => ({ ...AGREED_CONSENT })),
  _status: eventStatusSchema,
  _protected: z.object({
    disbursal: z.object({
      partner: z.nullable(disbursalMarkSchema),
      fundaxer: z.nullable(disbursalMarkSchema),
    }),
    /** Set by the hourly schedule: ended, approved, and a party still unpaid. */
    awaitingPayment: z._default(z.boolean(), false),
    /**
     * The geohash at which nearby search's per-cell counts hold this event, or null when they
     * do not: an event counts while it is public and has not ended (isNearbyCounted). Written
     * with the count, so that every change moves the count exactly once.
     */
    countedHash: z._default(z.nullable(z.string()), null),
    /** Whether the partner reported the results: payout queues tell waiting from payable. */
    resultsReported: z._default(z.boolean(), false),
    /**
     * Ended and nobody is owed any more (isSettled): the hourly schedule reads only events
     * where this is false, so its cost follows the open items rather than history.
     */
    settled: z._default(z.boolean(), false),
  }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FundaxEvent = z.infer<typeof eventSchema>;
