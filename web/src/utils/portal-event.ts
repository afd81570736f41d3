import {
  type ConsentState,
  type FundaxerConsentState,
  type ListingState,
  type PayoutParty,
  type PublicEvent,
  awaitsOwner,
  hasEnded,
  listingState,
  listingStateReason,
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
  /** Whether the partner reported the results (a report of zero sales is a report). */
  resultsReported: boolean;
  /** The partner's share of the sales when the terms define one, else null. */
  partnerSharePercent: number | null;
  status: {
    approved: boolean | null;
    reason: string | null;
    disabled: boolean;
    cancelled: boolean;
    cancelReason: string | null;
    /** Still pending when it started: nobody can approve it any more. */
    expired: boolean;
    /** Hidden because its venue was rejected; the reason says why. */
    venueHidden: boolean;
    venueHiddenReason: string | null;
  };
  /** Both sides' answers to the proposal (a decline keeps its reason for the proposer). */
  consent: { partner: ConsentState; fundaxer: FundaxerConsentState; reason: string | null };
  disbursal: Record<PayoutParty, PayoutMark | null>;
}

/** Where the event stands, in core's one wording (its review, consent, and what hides it). */
export function eventState(event: PortalEvent): ListingState {
  return listingState(event.status, event.consent);
}

/** Why the event stands there (a rejection, a decline, an expiry, a hidden venue), or null. */
export function eventStateReason(event: PortalEvent): string | null {
  return listingStateReason(eventState(event), event.status, event.consent);
}

/**
 * The side the user answers for on a proposal still waiting for it (respondToEvent): the venue's
 * partner when a fundaxer proposed, the named fundaxer when a partner named them. null when the
 * event waits for nobody's answer from this user.
 */
export function sideAskedOf(event: PortalEvent, uid: string, now: Date): PayoutParty | null {
  if (event.status.approved !== null || event.status.cancelled || hasEnded(event, now)) {
    return null;
  }
  if (Date.parse(event.eventStart) <= now.getTime()) return null;
  if (event.partnerId === uid && event.consent.partner === 'awaiting') return 'partner';
  if (event.fundaxerId === uid && event.consent.fundaxer === 'awaiting') return 'fundaxer';
  return null;
}

/**
 * Once any payout is recorded for an event, only an admin may correct its results (with a
 * reason). The marks on the event say so; after a reversal the server still refuses, and says
 * why.
 */
export function resultsLocked(event: PortalEvent): boolean {
  return event.disbursal.partner !== null || event.disbursal.fundaxer !== null;
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
  return upcomingEvents(events, now).filter((event) => eventState(event) === 'approved');
}

/**
 * Upcoming events that are not public yet, or were taken off the public side (waiting for the
 * other side or an admin, declined, turned down, expired, hidden with their venue): the owner
 * should look at them.
 */
export function eventsNeedingAttention(events: PortalEvent[], now: Date): PortalEvent[] {
  return upcomingEvents(events, now).filter((event) => awaitsOwner(eventState(event)));
}

/**
 * Results still to report: the user is the partner of an ended, approved event with no report
 * yet. Whether results were reported is the server's flag, not the amount: a night of zero
 * qualifying sales is reported, and needs nothing more.
 */
export function needsResults(event: PortalEvent, uid: string, now: Date): boolean {
  return canReportResults(event, uid, now) && !event.resultsReported;
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
      needsResults(event, uid, now) ||
      myParties(event, uid).some((party) => payoutState(event, party, now).kind === 'pending'),
  );
}
