import type { PayoutParty } from '@fundax/core';

import type { PortalEvent, PortalVenue } from './portal-views';

/** Where an event stands for its owners, in the order a badge says it. */
export type EventState = 'cancelled' | 'rejected' | 'pending' | 'approved' | 'removed';

export function eventState(event: PortalEvent): EventState {
  if (event.status.cancelled) return 'cancelled';
  if (event.status.approved === false) return 'rejected';
  if (event.status.approved === null) return 'pending';
  return event.status.disabled ? 'removed' : 'approved';
}

export type VenueState = 'removed' | 'rejected' | 'pending' | 'approved';

export function venueState(venue: PortalVenue): VenueState {
  if (venue.status.disabled) return 'removed';
  if (venue.status.approved === false) return 'rejected';
  return venue.status.approved === null ? 'pending' : 'approved';
}

/** Ended once eventEnd is strictly before now (core's hasEnded, on the ISO strings kept here). */
export function eventHasEnded(event: PortalEvent, now: Date): boolean {
  return Date.parse(event.eventEnd) < now.getTime();
}

/** Who the user is at this event. A partner hosting their own fundraiser is both. */
export function myParties(event: PortalEvent, uid: string): PayoutParty[] {
  const parties: PayoutParty[] = [];
  if (event.partnerId === uid) parties.push('partner');
  if (event.fundaxerId === uid) parties.push('fundaxer');
  return parties;
}

/** The organizer and the venue's partner manage an event (updateEvent, cancelEvent). */
export function canManageEvent(event: PortalEvent, uid: string): boolean {
  return event.organizerId === uid || event.partnerId === uid;
}

/** Edits and cancelling are for events that have not ended and were not cancelled. */
export function isOpenForChanges(event: PortalEvent, now: Date): boolean {
  return !event.status.cancelled && !eventHasEnded(event, now);
}

/**
 * reportEventResults: the event's partner, once an approved, not cancelled event has ended
 * (the handler refuses anyone else, and any other state).
 */
export function canReportResults(event: PortalEvent, uid: string, now: Date): boolean {
  return (
    event.partnerId === uid &&
    event.status.approved === true &&
    !event.status.cancelled &&
    eventHasEnded(event, now)
  );
}

/**
 * One party's payout for an event:
 * - none: nobody is owed (no fundaxer, or the event was never held: not approved or cancelled);
 * - after-event: owed once the event has ended;
 * - pending: ended, not yet paid;
 * - paid: an admin recorded the payout (`paidAt`).
 * Matches core's unpaidParties, which decides "awaiting payment".
 */
export type PayoutState =
  | { kind: 'none' }
  | { kind: 'after-event' }
  | { kind: 'pending' }
  | { kind: 'paid'; paidAt: string };

export function payoutState(event: PortalEvent, party: PayoutParty, now: Date): PayoutState {
  if (party === 'fundaxer' && event.fundaxerId === null) return { kind: 'none' };
  if (event.status.approved !== true || event.status.cancelled) return { kind: 'none' };
  const mark = event.disbursal[party];
  if (mark) return { kind: 'paid', paidAt: mark.paidAt };
  return eventHasEnded(event, now) ? { kind: 'pending' } : { kind: 'after-event' };
}

/** Upcoming (not ended) events, soonest first. */
export function upcomingEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return events
    .filter((event) => !eventHasEnded(event, now))
    .sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart));
}

/** Ended events, most recent first. */
export function pastEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return events
    .filter((event) => eventHasEnded(event, now))
    .sort((a, b) => Date.parse(b.eventStart) - Date.parse(a.eventStart));
}

/** Upcoming events that will happen: approved and not cancelled, soonest first. */
export function nextEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return upcomingEvents(events, now).filter((event) => eventState(event) === 'approved');
}

/** Upcoming events an admin has yet to approve, or turned down (the owner should act). */
export function eventsNeedingAttention(events: PortalEvent[], now: Date): PortalEvent[] {
  return upcomingEvents(events, now).filter((event) => {
    const state = eventState(event);
    return state === 'pending' || state === 'rejected';
  });
}

/** Venues awaiting review or turned down. */
export function venuesNeedingAttention(venues: PortalVenue[]): PortalVenue[] {
  return venues.filter((venue) => {
    const state = venueState(venue);
    return state === 'pending' || state === 'rejected';
  });
}

/**
 * Ended events with something left for this user: results to report (partner, nothing
 * reported yet) or their own payout still pending.
 */
export function eventsAwaitingFollowUp(
  events: PortalEvent[],
  uid: string,
  now: Date,
): PortalEvent[] {
  return pastEvents(events, now).filter(
    (event) =>
      (canReportResults(event, uid, now) && event.raisedCents === 0) ||
      myParties(event, uid).some((party) => payoutState(event, party, now).kind === 'pending'),
  );
}
