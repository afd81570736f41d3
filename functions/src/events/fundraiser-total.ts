import { type DocumentOf, MAX_RAISED_TOTAL_CENTS, type WithId } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { readQuery } from '../data/documents';
import { db } from '../platform/admin';

type Counted = Pick<WithId<DocumentOf<'events'>>, 'id' | 'raisedCents' | '_status'>;

/**
 * A fundraiser's total: the sum of what its fundaxer's events raised (approved, not cancelled),
 * with `reported` (if given) as it is after this report. Recomputed from the events every time, never
 * moved by a difference, so it cannot drift; held at MAX_RAISED_TOTAL_CENTS so it can never
 * fail the read schema.
 */
export function fundraiserTotal(events: readonly Counted[], reported?: Counted): number {
  const others = reported ? events.filter((event) => event.id !== reported.id) : events;
  const sum = [...others, ...(reported ? [reported] : [])]
    .filter((event) => event._status.approved === true && event._status.cancelled !== true)
    .reduce((total, event) => total + event.raisedCents, 0);
  return Math.min(sum, MAX_RAISED_TOTAL_CENTS);
}

/** Every event a fundaxer raises money through, read in the caller's transaction. */
export function fundaxerEvents(tx: Transaction, fundaxerId: string) {
  return readQuery(tx, 'events', db().collection('events').where('fundaxerId', '==', fundaxerId));
}
