import { type DocumentOf, type Geoloc, NOT_ENDED_EVENT_FILTER, type WithId } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { docRef, readQuery } from '../data/documents';
import { countEventChange, countVenueChange } from '../nearby/nearby-counts';
import { db } from '../platform/admin';

type StoredVenue = WithId<DocumentOf<'venues'>>;
type StoredEvent = WithId<DocumentOf<'events'>>;

/**
 * The venue's events that have not ended, read in the caller's transaction when the change
 * moves the venue (their nearby counts move with it, in the same transaction).
 */
export async function eventsMovingWith(
  tx: Transaction,
  venueId: string,
  moves: boolean,
  now: Date,
): Promise<StoredEvent[]> {
  if (!moves) return [];
  return readQuery(
    tx,
    'events',
    db()
      .collection('events')
      .where('venueId', '==', venueId)
      .where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
  );
}

/**
 * Writes changes to a venue; a move takes the nearby counts of the venue and of its upcoming
 * events along. The events' own copies (name, address, location) follow afterwards, in
 * syncVenueEvents, which compares with the stored venue and so completes after any failure.
 */
export function writeVenueChanges(
  tx: Transaction,
  venue: StoredVenue,
  changes: Record<string, unknown>,
  upcoming: readonly StoredEvent[],
  now: Date,
): void {
  tx.update(docRef('venues', venue.id), { ...changes, updatedAt: now });
  const moved = changes._geoloc as Geoloc | undefined;
  if (!moved) return;
  countVenueChange(tx, venue, { ...venue, _geoloc: moved }, now);
  for (const event of upcoming) {
    const counted = countEventChange(tx, { ...event, _geoloc: moved }, now);
    if (Object.keys(counted).length > 0) tx.update(docRef('events', event.id), counted);
  }
}

/** Whether changes touch what events copy from their venue (then syncVenueEvents runs). */
export function touchesEventCopies(changes: Record<string, unknown>): boolean {
  return 'name' in changes || 'address' in changes || '_geoloc' in changes;
}
