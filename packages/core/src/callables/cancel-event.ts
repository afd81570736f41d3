import { z } from '../zod';
import { docIdSchema, text } from '../schemas/common';
import { defineCallable } from './define';
import { idResultSchema } from './id-result';

/** The organizer, the venue's partner or an admin cancels an event that has not ended. */
export const cancelEvent = defineCallable({
  name: 'cancelEvent',
  access: 'signed-in',
  summary: 'Owner or admin cancels an upcoming event (hidden from the public; kept for history).',
  input: z.strictObject({ id: docIdSchema, reason: z.optional(text('Reason', 3, 500)) }),
  output: idResultSchema,
});
