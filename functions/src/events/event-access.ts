import { type DocumentOf, FundaxError, type Role, canManageEvent, hasEnded } from '@fundax/core';

import type { SignedInContext } from '../platform/call-context';

type Caller = Pick<SignedInContext, 'uid' | 'admin'>;
type EventParties = Pick<DocumentOf<'events'>, 'organizerId' | 'partnerId'>;
type VenueForEvents = Pick<DocumentOf<'venues'>, 'ownerId' | '_status'>;

/**
 * Who may host an event at a venue: its partner at their own venue (even while the venue awaits
 * review), or a fundaxer at a venue an admin approved. A removed venue takes no new events.
 */
export function assertCanCreateEventAt(role: Role, uid: string, venue: VenueForEvents): void {
  if (role === 'partner') {
    if (venue.ownerId !== uid) {
      throw new FundaxError('permission-denied', 'Partners create events at their own venues.');
    }
  } else if (role === 'fundaxer') {
    if (venue._status.approved !== true) {
      throw new FundaxError('failed-precondition', 'This venue is not approved for events yet.');
    }
  } else {
    throw new FundaxError('permission-denied', 'Only partners and fundaxers create events.');
  }
  if (venue._status.disabled) {
    throw new FundaxError('failed-precondition', 'This venue has been removed.');
  }
}

/** The organizer, the venue's partner or an admin may change an event. */
export function assertCanManageEvent(event: EventParties, caller: Caller): void {
  if (!canManageEvent(event, caller)) {
    throw new FundaxError(
      'permission-denied',
      'Only the event’s organizer or partner can do this.',
    );
  }
}

/** Events that ended or were cancelled are history: they take no more edits. */
export function assertEventOpen(
  event: Pick<DocumentOf<'events'>, 'eventEnd' | '_status'>,
  now: Date,
): void {
  if (event._status.cancelled) {
    throw new FundaxError('failed-precondition', 'This event was cancelled.');
  }
  if (hasEnded(event, now)) {
    throw new FundaxError('failed-precondition', 'This event has already ended.');
  }
}

/** An event is planned for the future: a start already past is refused. */
export function assertStartsInFuture(eventStart: Date, now: Date): void {
  if (eventStart.getTime() <= now.getTime()) {
    throw new FundaxError('failed-precondition', 'The event must start in the future.');
  }
}
