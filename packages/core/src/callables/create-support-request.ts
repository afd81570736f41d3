import { z } from 'zod';

import { text } from '../schemas/common';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** A signed-in user asks for help; admins see it in their queue. */
export const createSupportRequest = defineCallable({
  name: 'createSupportRequest',
  access: 'signed-in',
  summary: 'Signed-in user sends a support request.',
  input: z
    .object({ subject: text('Subject', 3, 120), message: text('Message', 10, 4000) })
    .strict(),
  output: idResultSchema,
});
