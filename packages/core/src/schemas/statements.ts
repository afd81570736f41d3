import { z } from 'zod';

import { centsSchema, timestampSchema } from './common';

/** A signed amount of cents (a balance can be negative: paid more than owed). */
const signedCentsSchema = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER);

/** One payment or reversal as the statement lists it: no payee or payout details. */
export const statementLineSchema = z.object({
  entryId: z.string(),
  kind: z.enum(['payment', 'reversal']),
  amountCents: centsSchema,
  at: timestampSchema,
  reference: z.string(),
  reason: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * One party's account for an event: owed (null while unknown: no results yet, or a partner
 * share an admin enters), paid, reversed, net paid and the balance still owed (owed - net).
 */
export const statementPartySchema = z.object({
  payeeId: z.string(),
  owedCents: centsSchema.nullable(),
  paidCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  reversedCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  netPaidCents: signedCentsSchema,
  balanceCents: signedCentsSchema.nullable(),
  lines: z.array(statementLineSchema),
});
export type StatementParty = z.infer<typeof statementPartySchema>;

/** What a settlement statement shows, computed by settlementStatement from event and ledger. */
export const settlementSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  eventEnd: timestampSchema,
  partnerId: z.string(),
  fundaxerId: z.string().nullable(),
  salesCents: centsSchema.nullable(),
  givebackPercent: z.number().int(),
  partnerSharePercent: z.number().int().nullable(),
  raisedCents: centsSchema,
  reportedAt: timestampSchema.nullable(),
  partner: statementPartySchema,
  fundaxer: statementPartySchema.nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * statements/{eventId}: the settlement statement of an event, rewritten in the same transaction
 * as every result report, payout and reversal. Its partner, its fundaxer and admins read it;
 * it holds amounts, dates and references, never payout details (those stay in payees and
 * users), so each side sees the other's payments without their bank details.
 */
export const statementSchema = settlementSchema.extend({ updatedAt: timestampSchema });
export type Statement = z.infer<typeof statementSchema>;
