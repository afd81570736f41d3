import { z } from '../zod';
import { text } from '../schemas/common';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** The longest subject and message a support request takes (the form counts toward them). */
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 4000;

/** A signed-in user asks for help; admins see it in their queue. */
export const createSupportRequest = defineCallable({
  name: 'createSupportRequest',
  access: 'signed-in',
  summary: 'Signed-in user sends a support request.',
  input: z.strictObject({
    subject: text('Subject', 3, SUPPORT_SUBJECT_MAX),
    message: text('Message', 10, SUPPORT_MESSAGE_MAX),
  }),
  output: idResultSchema,
});
