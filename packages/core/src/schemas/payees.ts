import { z } from '../zod';
import { timestampSchema } from './common';
import { payoutPartySchema } from './events';
import { payoutProfileSchema } from './users';

/**
 * payees/{eventId-party}: who a party of an event is paid, fixed when an admin approves the
 * event (again when an approved revision names another fundaxer). markDisbursal pays this payee,
 * whatever the event or the account says later. Payout details are personal: only admins and
 * the payee read it, never the public (events are public) nor the event's other party.
 */
export const payeeSchema = z.object({
  eventId: z.string(),
  party: payoutPartySchema,
  payeeId: z.string(),
  /** The payee name of the payout profile, else the account's name. */
  name: z.string(),
  /** null: no payout profile on file when the event was approved. */
  method: z.nullable(payoutProfileSchema.shape.method),
  accountLast4: z.nullable(z.string()),
  frozenAt: timestampSchema,
  frozenBy: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

export function payeeRecordId(eventId: string, party: z.infer<typeof payoutPartySchema>): string {
  return `${eventId}-${party}`;
}
