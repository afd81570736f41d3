import { z } from '../zod';
import { docIdSchema } from '../schemas/common';
import { successStorySchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin adds a success story (no id) or edits one (id); publishing stamps publishedAt. */
export const saveSuccessStory = defineCallable({
  name: 'saveSuccessStory',
  access: 'admin',
  summary: 'Admin adds or edits a success story; published stories are public.',
  input: z.strictObject({
    ...z.pick(successStorySchema, {
      title: true,
      summary: true,
      body: true,
      category: true,
      published: true,
    }).shape,
    id: z.optional(docIdSchema),
    fundaxerId: z.optional(z.nullable(docIdSchema)),
    eventId: z.optional(z.nullable(docIdSchema)),
    raisedCents: z.optional(successStorySchema.shape.raisedCents),
    imageUrl: z.optional(successStorySchema.shape.imageUrl),
  }),
  output: idResultSchema,
});
