import type { LedgerEntry, PayoutParty, WithId } from '@fundax/core';

// What the portal keeps of a ledger entry: plain data with dates as ISO strings, so the slice
// stays serialisable. Only the fields the portal shows.

/** A payout or a reversal paid to the signed-in user. */
export interface LedgerView {
  id: string;
  kind: 'payment' | 'reversal';
  eventId: string;
  party: PayoutParty;
  amountCents: number;
  reference: string;
  reason: string | null;
  recordedAt: string;
}

export function toLedgerView(entry: WithId<LedgerEntry>): LedgerView {
  return {
    id: entry.id,
    kind: entry.kind,
    eventId: entry.eventId,
    party: entry.party,
    amountCents: entry.amountCents,
    reference: entry.reference,
    reason: entry.reason,
    recordedAt: entry.recordedAt.toISOString(),
  };
}
