import { z } from '../zod';
import { docIdSchema } from '../schemas/common';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin features an approved event on /special-events, or stops featuring it. */
export const setSpecialEvent = defineCallable({
  name: 'setSpecialEvent',
  access: 'admin',
  summary: 'Admin features or unfeatures an event on the special-events page.',
  input: z.strictObject({ id: docIdSchema, special: z.boolean() }),
  output: idResultSchema,
});
