import { z } from '../zod';
import { MAX_EVENT_SALES_CENTS } from '../constants';
import { centsSchema, docIdSchema, isoDateTimeSchema, text } from '../schemas/common';
import { payoutPartySchema } from '../schemas/events';
import { defineCallable } from './define';

/** A client-made key that makes a retried payout call return the first result. */
export const idempotencyKeySchema = z
  .string({ error: 'An idempotency key is required.' })
  .check(
    z.regex(/^[A-Za-z0-9_-]{8,128}$/, 'The idempotency key is 8-128 letters, digits, "-" or "_".'),
  );

/**
 * An admin records a payout to the event's partner or fundaxer after the event ended, to the
 * payee fixed when the event was approved. The fundaxer (and a partner whose share the terms
 * define) is paid once the results are reported, the amount owed unless an adjustmentReason
 * says why not. The same idempotencyKey returns the first result; a party already paid under
 * another key is refused.
 */
export const markDisbursal = defineCallable({
  name: 'markDisbursal',
  access: 'admin',
  summary: 'Admin records a payout to an ended event’s partner or fundaxer (idempotent, audited).',
  input: z.strictObject({
    eventId: docIdSchema,
    party: payoutPartySchema,
    amountCents: centsSchema.check(
      z.minimum(1, 'A payout is at least 1 cent.'),
      z.maximum(MAX_EVENT_SALES_CENTS, 'A payout is at most $1,000,000.00.'),
    ),
    reference: text('Payment reference', 1, 120),
    idempotencyKey: idempotencyKeySchema,
    adjustmentReason: z.optional(text('Adjustment reason', 5, 500)),
  }),
  output: z.object({
    eventId: z.string(),
    party: payoutPartySchema,
    paidAt: isoDateTimeSchema,
    entryId: z.string(),
  }),
});
