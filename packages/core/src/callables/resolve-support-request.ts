import { z } from '../zod';
import { docIdSchema, text } from '../schemas/common';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** An admin closes a support request with what was done. */
export const resolveSupportRequest = defineCallable({
  name: 'resolveSupportRequest',
  access: 'admin',
  summary: 'Admin resolves a support request with a note.',
  input: z.strictObject({ id: docIdSchema, resolution: text('Resolution', 3, 2000) }),
  output: idResultSchema,
});
