import {
  type DisbursalMark,
  type FundaxEvent,
  type PayoutParty,
  type PublicEvent,
  type WithId,
  awaitsOwner,
  hasEnded,
  listingState,
  toPublicEvent,
} from '@fundax/core';

// One of the signed-in user's events as the portal keeps it, and the rules its parts share: the
// events pages, the money pages and the dashboard all read the user's events through these.

export interface PayoutMark {
  paidAt: string;
  entryId: string;
}

/**
 * One of the signed-in user's events, in every review state: what anyone may see of it, plus who
 * organised it, where its review stands and whether each payout is marked paid. Plain data with
 * dates as ISO strings, so a slice stays serialisable.
 */
export interface PortalEvent extends PublicEvent {
  organizerId: string;
  /** The qualifying sales the partner reported, or null before the results. */
  salesCents: number | null;
  status: {
    approved: boolean | null;
    reason: string | null;
    disabled: boolean;
    cancelled: boolean;
    cancelReason: string | null;
  };
  disbursal: Record<PayoutParty, PayoutMark | null>;
}

const markView = (mark: DisbursalMark | null): PayoutMark | null =>
  mark && { paidAt: mark.paidAt.toISOString(), entryId: mark.entryId };

export function toPortalEvent(event: WithId<FundaxEvent>): PortalEvent {
  return {
    ...toPublicEvent(event),
    organizerId: event.organizerId,
    salesCents: event._protected.resultsReported ? event.salesCents : null,
    status: {
      approved: event._status.approved,
      reason: event._status.reason,
      disabled: event._status.disabled,
      cancelled: event._status.cancelled,
      cancelReason: event._status.cancelReason,
    },
    disbursal: {
      partner: markView(event._protected.disbursal.partner),
      fundaxer: markView(event._protected.disbursal.fundaxer),
    },
  };
}

/** Who the user is at this event. A partner hosting their own fundraiser is both. */
export function myParties(event: PortalEvent, uid: string): PayoutParty[] {
  const parties: PayoutParty[] = [];
  if (event.partnerId === uid) parties.push('partner');
  if (event.fundaxerId === uid) parties.push('fundaxer');
  return parties;
}

/** Edits and cancelling are for events that have not ended and were not cancelled. */
export function isOpenForChanges(event: PortalEvent, now: Date): boolean {
  return !event.status.cancelled && !hasEnded(event, now);
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
    hasEnded(event, now)
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
  return hasEnded(event, now) ? { kind: 'pending' } : { kind: 'after-event' };
}

/** Upcoming (not ended) events, soonest first. */
export function upcomingEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return events
    .filter((event) => !hasEnded(event, now))
    .sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart));
}

/** Ended events, most recent first. */
export function pastEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return events
    .filter((event) => hasEnded(event, now))
    .sort((a, b) => Date.parse(b.eventStart) - Date.parse(a.eventStart));
}

/** Upcoming events that will happen: approved and not cancelled, soonest first. */
export function nextEvents(events: PortalEvent[], now: Date): PortalEvent[] {
  return upcomingEvents(events, now).filter((event) => listingState(event.status) === 'approved');
}

/** Upcoming events an admin has yet to approve, or turned down (the owner should act). */
export function eventsNeedingAttention(events: PortalEvent[], now: Date): PortalEvent[] {
  return upcomingEvents(events, now).filter((event) => awaitsOwner(listingState(event.status)));
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
