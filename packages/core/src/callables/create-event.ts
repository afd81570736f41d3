import { z } from 'zod';

import { DEFAULT_GIVEBACK_PERCENT } from '../constants';
import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { causeCategorySchema } from '../schemas/categories';
import { centsSchema, docIdSchema, isoDateTimeSchema, text, urlSchema } from '../schemas/common';
import { givebackSchema } from '../schemas/events';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** eventEnd must come after eventStart (both ISO strings). */
export function endsAfterStart(input: { eventStart?: string; eventEnd?: string }): boolean {
  if (input.eventStart === undefined || input.eventEnd === undefined) return true;
  return Date.parse(input.eventEnd) > Date.parse(input.eventStart);
}

/**
 * A partner creates an event at one of their own venues, or a fundaxer at any approved venue.
 * Any eventStart in the future with eventEnd after it is accepted. The event starts pending.
 */
export const createEvent = defineCallable({
  name: 'createEvent',
  access: 'signed-in',
  summary: 'Partner (own venue) or fundaxer (approved venue) creates an event; pending review.',
  input: z
    .object({
      title: text('Event title', 3, 120),
      venueId: docIdSchema,
      eventStart: isoDateTimeSchema,
      eventEnd: isoDateTimeSchema,
      fundaxerId: docIdSchema.optional(),
      givebackPercent: givebackSchema.shape.percent.default(DEFAULT_GIVEBACK_PERCENT),
      givebackTerms: givebackSchema.shape.terms.optional(),
      givebackExclusions: givebackSchema.shape.exclusions.optional(),
      description: z
        .string()
        .trim()
        .max(4000, 'Description can be at most 4000 characters.')
        .optional(),
      category: causeCategorySchema.default('community'),
      goalCents: centsSchema.optional(),
      imageUrl: urlSchema.optional(),
      imageFileId: imageFileIdSchema.optional(),
    })
    .strict()
    .refine(oneImageSource, ONE_IMAGE_SOURCE)
    .refine(endsAfterStart, { path: ['eventEnd'], message: 'The event must end after it starts.' }),
  output: idResultSchema,
});
