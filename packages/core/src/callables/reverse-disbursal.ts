import { z } from '../zod';
import { docIdSchema, isoDateTimeSchema, text } from '../schemas/common';
import { payoutPartySchema } from '../schemas/events';
import { defineCallable } from './define';
import { idempotencyKeySchema } from './mark-disbursal';

/**
 * An admin undoes a payout recorded in error, with a reason. The ledger keeps both entries; the
 * event's disbursal goes back to null (awaiting payment again).
 */
export const reverseDisbursal = defineCallable({
  name: 'reverseDisbursal',
  access: 'admin',
  summary: 'Admin reverses a recorded payout with a reason (ledger keeps both entries).',
  input: z.strictObject({
    eventId: docIdSchema,
    party: payoutPartySchema,
    reason: text('Reason', 5, 500),
    idempotencyKey: idempotencyKeySchema,
  }),
  output: z.object({
    eventId: z.string(),
    party: payoutPartySchema,
    reversedAt: isoDateTimeSchema,
    entryId: z.string(),
  }),
});
