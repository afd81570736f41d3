import { z } from '../zod';
import { docIdSchema, isoDateTimeSchema, text } from '../schemas/common';
import { defineCallable } from './define';

/** An admin records that an approved angel paid their membership dues (idempotent, audited). */
export const markAngelDuesPaid = defineCallable({
  name: 'markAngelDuesPaid',
  access: 'admin',
  summary: 'Admin records an approved angel’s membership dues as paid.',
  input: z.strictObject({
    applicationId: docIdSchema,
    reference: text('Payment reference', 1, 120),
  }),
  output: z.object({ applicationId: z.string(), paidAt: isoDateTimeSchema }),
});
