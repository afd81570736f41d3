import { docIdSchema } from '../schemas/common';
import { successStorySchema } from '../schemas/content';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin adds a success story (no id) or edits one (id); publishing stamps publishedAt. */
export const saveSuccessStory = defineCallable({
  name: 'saveSuccessStory',
  access: 'admin',
  summary: 'Admin adds or edits a success story; published stories are public.',
  input: successStorySchema
    .pick({ title: true, summary: true, body: true, category: true, published: true })
    .extend({
      id: docIdSchema.optional(),
      fundaxerId: docIdSchema.nullable().optional(),
      eventId: docIdSchema.nullable().optional(),
      raisedCents: successStorySchema.shape.raisedCents.optional(),
      imageUrl: successStorySchema.shape.imageUrl.optional(),
    })
    .strict(),
  output: idResultSchema,
});
