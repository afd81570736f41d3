import { z } from 'zod';

import { centsSchema, docIdSchema, isoDateTimeSchema, text } from '../schemas/common';
import { payoutPartySchema } from '../schemas/events';
import { defineCallable } from './define';

/** A client-made key that makes a retried payout call return the first result. */
export const idempotencyKeySchema = z
  .string({ error: 'An idempotency key is required.' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'The idempotency key is 8-128 letters, digits, "-" or "_".');

/**
 * An admin records a payout to the event's partner or fundaxer after the event ended. The same
 * idempotencyKey returns the first result; a party already paid under another key is refused.
 */
export const markDisbursal = defineCallable({
  name: 'markDisbursal',
  access: 'admin',
  summary: 'Admin records a payout to an ended event’s partner or fundaxer (idempotent, audited).',
  input: z
    .object({
      eventId: docIdSchema,
      party: payoutPartySchema,
      amountCents: centsSchema.min(1, 'A payout is at least 1 cent.'),
      reference: text('Payment reference', 1, 120),
      idempotencyKey: idempotencyKeySchema,
    })
    .strict(),
  output: z.object({
    eventId: z.string(),
    party: payoutPartySchema,
    paidAt: isoDateTimeSchema,
    entryId: z.string(),
  }),
});
