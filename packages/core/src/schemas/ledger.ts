import { z } from '../zod';
import { centsSchema, timestampSchema } from './common';
import { payoutPartySchema } from './events';

/**
 * ledger/{id}: every payout and every reversal, append-only. Readable by admins and the payee
 * only. A reversal points at the payment it undoes; amounts are always positive cents.
 */
export const ledgerEntrySchema = z.object({
  kind: z.enum(['payment', 'reversal']),
  eventId: z.string(),
  party: payoutPartySchema,
  payeeId: z.string(),
  amountCents: centsSchema,
  reference: z.string(),
  idempotencyKey: z.string(),
  /** A reversal's reason, or a payment's adjustment reason (an amount other than owed). */
  reason: z._default(z.nullable(z.string()), null),
  /** What the settlement said the party was owed when the payment was recorded (null: unknown). */
  owedCents: z._default(z.nullable(centsSchema), null),
  reverses: z._default(z.nullable(z.string()), null),
  recordedBy: z.string(),
  recordedAt: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
