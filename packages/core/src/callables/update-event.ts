import { z } from 'zod';

import { ONE_IMAGE_SOURCE, imageFileIdSchema, oneImageSource } from '../files/image-source';
import { causeCategorySchema } from '../schemas/categories';
import { centsSchema, docIdSchema, isoDateTimeSchema, text, urlSchema } from '../schemas/common';
import { givebackExclusionsSchema, givebackSchema, givebackTermsSchema } from '../schemas/events';
import { endsAfterStart } from './create-event';
import { changesSomething } from './changes';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/**
 * The organizer, the venue's partner or an admin edits an event that has not ended. New dates
 * or give-back terms on an approved event send it back to review (people relied on them).
 */
export const updateEvent = defineCallable({
  name: 'updateEvent',
  access: 'signed-in',
  summary: 'Owner or admin edits an upcoming event; new dates or terms return it to review.',
  input: z
    .object({
      id: docIdSchema,
      title: text('Event title', 3, 120).optional(),
      description: z
        .string()
        .trim()
        .max(4000, 'Description can be at most 4000 characters.')
        .optional(),
      category: causeCategorySchema.optional(),
      eventStart: isoDateTimeSchema.optional(),
      eventEnd: isoDateTimeSchema.optional(),
      fundaxerId: docIdSchema.nullable().optional(),
      givebackPercent: givebackSchema.shape.percent.optional(),
      // Not givebackSchema.shape.terms: its default('') would fill an omitted field, and the
      // update would then wipe the terms and send the event back to review.
      givebackTerms: givebackTermsSchema.optional(),
      givebackExclusions: givebackExclusionsSchema.optional(),
      goalCents: centsSchema.nullable().optional(),
      imageUrl: urlSchema.nullable().optional(),
      imageFileId: imageFileIdSchema.nullable().optional(),
    })
    .strict()
    .refine(oneImageSource, ONE_IMAGE_SOURCE)
    .refine(changesSomething, 'Change at least one field.')
    .refine(endsAfterStart, { path: ['eventEnd'], message: 'The event must end after it starts.' }),
  output: idResultSchema,
});
