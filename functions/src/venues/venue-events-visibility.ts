import { type DocumentOf, NOT_ENDED_EVENT_FILTER, type WithId } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, readQuery } from '../data/documents';
import { countEventChange } from '../nearby/nearby-counts';
import { db } from '../platform/admin';

type StoredEvent = WithId<DocumentOf<'events'>>;

/** What an organizer reads on an event hidden with its venue (not the venue's own review). */
export function venueHiddenReason(venueName: string): string {
  return `“${venueName}” is no longer listed on Fundax, so this event is hidden from the public until the venue is approved again.`;
}

/** The venue's events that have not ended, read in the caller's transaction. */
export function upcomingEventsAt(tx: Transaction, venueId: string, now: Date) {
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
 * A venue that stops being public (rejected) takes its events that have not ended off the
 * public side with it: they are disabled and marked as hidden with the venue, with a reason
 * their organizers see; the nearby counts follow. Cancelled events and events already hidden
 * are left as they are. Ended events are history and stay as they were, so they can still be
 * settled.
 */
export function hideEventsWithVenue(
  tx: Transaction,
  events: readonly StoredEvent[],
  venueName: string,
  actorId: string,
  now: Date,
): void {
  const reason = venueHiddenReason(venueName);
  for (const event of events) {
    if (event._status.cancelled || event._status.disabled) continue;
    const hidden = { ...event, _status: { ...event._status, disabled: true } };
    tx.update(docRef('events', event.id), {
      '_status.disabled': true,
      '_status.venueHidden': true,
      '_status.venueHiddenReason': reason,
      special: false,
      ...countEventChange(tx, hidden, now),
      updatedAt: now,
    });
    writeAudit(tx, {
      actorId,
      action: 'event.hide',
      targetType: 'event',
      targetId: event.id,
      reason,
      changes: { disabled: true, venueId: event.venueId },
      at: now,
    });
  }
}

/** The venue is public again: the events it hid come back (those not cancelled meanwhile). */
export function restoreEventsWithVenue(
  tx: Transaction,
  events: readonly StoredEvent[],
  actorId: string,
  now: Date,
): void {
  for (const event of events) {
    if (!event._status.venueHidden) continue;
    const disabled = event._status.cancelled;
    const restored = { ...event, _status: { ...event._status, disabled } };
    tx.update(docRef('events', event.id), {
      '_status.disabled': disabled,
      '_status.venueHidden': false,
      '_status.venueHiddenReason': null,
      ...countEventChange(tx, restored, now),
      updatedAt: now,
    });
    writeAudit(tx, {
      actorId,
      action: 'event.restore',
      targetType: 'event',
      targetId: event.id,
      changes: { disabled, venueId: event.venueId },
      at: now,
    });
  }
}
