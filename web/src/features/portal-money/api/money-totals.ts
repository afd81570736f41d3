import { type PayoutParty, hasEnded } from '@fundax/core';

import type { PortalEvent } from '../../../utils/portal-event';
import type { LedgerView } from './ledger-view';

export interface RaisedTotals {
  /** Ended, approved, not cancelled events where the user had this part. */
  events: number;
  raisedCents: number;
}

/**
 * What the user's held events raised, as partner (give-back at their venues) or as fundaxer
 * (for their cause). Only events that actually ran count: approved, not cancelled, ended.
 */
export function raisedTotals(
  events: PortalEvent[],
  uid: string,
  as: PayoutParty,
  now: Date,
): RaisedTotals {
  const held = events.filter(
    (event) =>
      (as === 'partner' ? event.partnerId : event.fundaxerId) === uid &&
      event.status.approved === true &&
      !event.status.cancelled &&
      hasEnded(event, now),
  );
  return {
    events: held.length,
    raisedCents: held.reduce((sum, event) => sum + event.raisedCents, 0),
  };
}

/** A ledger entry's effect on what the payee received: payments add, reversals take back. */
export function signedCents(entry: LedgerView): number {
  return entry.kind === 'payment' ? entry.amountCents : -entry.amountCents;
}

/** Payouts received, net of reversals (never below zero: a reversal undoes a payment). */
export function receivedCents(entries: LedgerView[]): number {
  return Math.max(
    0,
    entries.reduce((sum, entry) => sum + signedCents(entry), 0),
  );
}
