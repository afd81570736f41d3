import { z } from '../zod';
import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { causeCategorySchema } from '../schemas/categories';
import { centsSchema, docIdSchema, isoDateTimeSchema, text, urlSchema } from '../schemas/common';
import {
  givebackExclusionsSchema,
  givebackSchema,
  givebackTermsSchema,
  partnerSharePercentSchema,
} from '../schemas/events';
import { endsAfterStart, lastsNoLongerThanAllowed } from './create-event';
import { changesSomething } from './changes';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/**
 * The organizer, the venue's partner or an admin edits an event that has not ended. On an
 * approved event, an owner's change to a material field (title, description, image, dates,
 * give-back terms, fundaxer) waits for review as a revision while the approved version stays
 * public; other fields apply at once. New dates, terms or a new fundaxer need the other side's
 * acceptance.
 */
export const updateEvent = defineCallable({
  name: 'updateEvent',
  access: 'signed-in',
  summary:
    'Owner or admin edits an upcoming event; material changes to an approved one wait for review.',
  input: z
    .strictObject({
      id: docIdSchema,
      title: z.optional(text('Event title', 3, 120)),
      description: z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(4000, 'Description can be at most 4000 characters.')),
      ),
      category: z.optional(causeCategorySchema),
      eventStart: z.optional(isoDateTimeSchema),
      eventEnd: z.optional(isoDateTimeSchema),
      fundaxerId: z.optional(z.nullable(docIdSchema)),
      givebackPercent: z.optional(givebackSchema.shape.percent),
      // Not givebackSchema.shape.terms: its default('') would fill an omitted field, and the
      // update would then wipe the terms and send the event back to review.
      givebackTerms: z.optional(givebackTermsSchema),
      givebackExclusions: z.optional(givebackExclusionsSchema),
      partnerSharePercent: z.optional(z.nullable(partnerSharePercentSchema)),
      goalCents: z.optional(z.nullable(centsSchema)),
      imageUrl: z.optional(z.nullable(urlSchema)),
      imageFileId: z.optional(z.nullable(imageFileIdSchema)),
    })
    .check(
      z.refine(oneImageSource, ONE_IMAGE_SOURCE),
      z.refine(changesSomething, 'Change at least one field.'),
      z.refine(endsAfterStart, {
        path: ['eventEnd'],
        message: 'The event must end after it starts.',
      }),
      z.refine(lastsNoLongerThanAllowed, {
        path: ['eventEnd'],
        message: 'An event can last at most 14 days.',
      }),
    ),
  output: idResultSchema,
});
