import { z } from '../zod';
import { DEFAULT_GIVEBACK_PERCENT } from '../constants';
import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { causeCategorySchema } from '../schemas/categories';
import { centsSchema, docIdSchema, isoDateTimeSchema, text, urlSchema } from '../schemas/common';
import {
  SHARES_EXCEED_SALES,
  givebackSchema,
  partnerSharePercentSchema,
  sharesFitSales,
} from '../schemas/events';
import { eventLengthIssues } from '../rules/event-dates';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** eventEnd must come after eventStart (both ISO strings). */
export function endsAfterStart(input: { eventStart?: string; eventEnd?: string }): boolean {
  if (input.eventStart === undefined || input.eventEnd === undefined) return true;
  return Date.parse(input.eventEnd) > Date.parse(input.eventStart);
}

/** An event sent with both dates lasts at most MAX_EVENT_DAYS (checked again with stored dates). */
export function lastsNoLongerThanAllowed(input: {
  eventStart?: string;
  eventEnd?: string;
}): boolean {
  if (input.eventStart === undefined || input.eventEnd === undefined) return true;
  return (
    eventLengthIssues(new Date(input.eventStart), new Date(input.eventEnd)).length === 0 ||
    !endsAfterStart(input)
  );
}

const TOO_LONG = 'An event can last at most 14 days.';

/**
 * A partner creates an event at one of their own venues, or a fundaxer at any approved venue.
 * It starts in the future and within 18 months, and lasts at most 14 days. The other side (the
 * venue's partner, or the fundaxer a partner names) must accept it before an admin reviews it.
 */
export const createEvent = defineCallable({
  name: 'createEvent',
  access: 'signed-in',
  summary: 'Partner (own venue) or fundaxer (approved venue) creates an event; pending review.',
  input: z
    .strictObject({
      title: text('Event title', 3, 120),
      venueId: docIdSchema,
      eventStart: isoDateTimeSchema,
      eventEnd: isoDateTimeSchema,
      fundaxerId: z.optional(docIdSchema),
      givebackPercent: z._default(givebackSchema.shape.percent, DEFAULT_GIVEBACK_PERCENT),
      givebackTerms: z.optional(givebackSchema.shape.terms),
      givebackExclusions: z.optional(givebackSchema.shape.exclusions),
      partnerSharePercent: z.optional(partnerSharePercentSchema),
      description: z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(4000, 'Description can be at most 4000 characters.')),
      ),
      category: z._default(causeCategorySchema, 'community'),
      goalCents: z.optional(centsSchema),
      imageUrl: z.optional(urlSchema),
      imageFileId: z.optional(imageFileIdSchema),
    })
    .check(
      z.refine(oneImageSource, ONE_IMAGE_SOURCE),
      z.refine(endsAfterStart, {
        path: ['eventEnd'],
        message: 'The event must end after it starts.',
      }),
      z.refine(lastsNoLongerThanAllowed, { path: ['eventEnd'], message: TOO_LONG }),
      z.refine(
        (input) =>
          sharesFitSales({
            percent: input.givebackPercent,
            partnerSharePercent: input.partnerSharePercent ?? null,
          }),
        { path: ['partnerSharePercent'], message: SHARES_EXCEED_SALES },
      ),
    ),
  output: idResultSchema,
});
