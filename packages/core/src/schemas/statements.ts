import { z } from '../zod';
import { centsSchema, timestampSchema } from './common';

/** A signed amount of cents (a balance can be negative: paid more than owed). */
const signedCentsSchema = z
  .number()
  .check(z.int(), z.minimum(-Number.MAX_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER));

/** One payment or reversal as the statement lists it: no payee or payout details. */
export const statementLineSchema = z.object({
  entryId: z.string(),
  kind: z.enum(['payment', 'reversal']),
  amountCents: centsSchema,
  at: timestampSchema,
  reference: z.string(),
  reason: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * One party's account for an event: owed (null while unknown: no results yet, or a partner
 * share an admin enters), paid, reversed, net paid and the balance still owed (owed - net).
 */
export const statementPartySchema = z.object({
  payeeId: z.string(),
  owedCents: z.nullable(centsSchema),
  paidCents: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  reversedCents: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  netPaidCents: signedCentsSchema,
  balanceCents: z.nullable(signedCentsSchema),
  lines: z.array(statementLineSchema),
});
export type StatementParty = z.infer<typeof statementPartySchema>;

/** What a settlement statement shows, computed by settlementStatement from event and ledger. */
export const settlementSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  eventEnd: timestampSchema,
  partnerId: z.string(),
  fundaxerId: z.nullable(z.string()),
  salesCents: z.nullable(centsSchema),
  givebackPercent: z.number().check(z.int()),
  partnerSharePercent: z.nullable(z.number().check(z.int())),
  raisedCents: centsSchema,
  reportedAt: z.nullable(timestampSchema),
  partner: statementPartySchema,
  fundaxer: z.nullable(statementPartySchema),
});
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * statements/{eventId}: the settlement statement of an event, rewritten in the same transaction
 * as every result report, payout and reversal. Its partner, its fundaxer and admins read it;
 * it holds amounts, dates and references, never payout details (those stay in payees and
 * users), so each side sees the other's payments without their bank details.
 */
export const statementSchema = z.extend(settlementSchema, { updatedAt: timestampSchema });
export type Statement = z.infer<typeof statementSchema>;
