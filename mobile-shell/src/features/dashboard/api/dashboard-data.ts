import {
  type Application,
  type CauseCategory,
  type FundaxEvent,
  type ListingState,
  type Profile,
  type Venue,
  type WithId,
  awaitsOwner,
  hasEnded,
  listingState,
  listingStateReason,
} from '@fundax/core';

/** One of the user's events, as compact as the dashboard needs it. */
export interface OwnEvent {
  id: string;
  title: string;
  category: CauseCategory;
  venueName: string;
  eventStart: string;
  eventEnd: string;
  partnerId: string;
  fundaxerId: string | null;
  raisedCents: number;
  /** The night's reported qualifying sales, null until reported. */
  salesCents: number | null;
  givebackPercent: number;
  fundaxerName: string | null;
  state: ListingState;
  reason: string | null;
  /** The user's own payout is due (ended, approved, theirs unpaid). */
  payoutPending: boolean;
}

/** An event proposal waiting for the user's answer (respondToEvent), with its deal. */
export interface Proposal {
  id: string;
  title: string;
  venueName: string;
  eventStart: string;
  eventEnd: string;
  givebackPercent: number;
  terms: string;
  exclusions: string;
  partnerSharePercent: number | null;
  /** Which side the user answers for, and who proposed it (the other side). */
  answeringAs: 'partner' | 'fundaxer';
  proposer: string;
}

export interface OwnVenue {
  id: string;
  name: string;
  state: ListingState;
  reason: string | null;
}

export interface DashboardData {
  events: OwnEvent[];
  /** Partners: their locations. */
  venues: OwnVenue[];
  /** Fundaxers: their fundraiser's progress. */
  fundraiser: { title: string; raisedCents: number; goalCents: number } | null;
  /** Angels: their latest application. */
  application: {
    id: string;
    approved: boolean | null;
    reason: string | null;
    dues: 'due' | 'paid' | null;
  } | null;
  /** Partners and fundaxers: proposals waiting for their answer, soonest first. */
  proposals: Proposal[];
  /** When this copy was read (ISO): its age shows when the phone is offline. */
  readAt: string;
}

export function toOwnEvent(event: WithId<FundaxEvent>, uid: string, now: Date): OwnEvent {
  const state = listingState(event._status, event.consent);
  const ended = hasEnded(event, now);
  const mine = [
    event.partnerId === uid ? event._protected.disbursal.partner : undefined,
    event.fundaxerId === uid ? event._protected.disbursal.fundaxer : undefined,
  ].filter((mark) => mark !== undefined);
  return {
    id: event.id,
    title: event.title,
    category: event.category,
    venueName: event.venueName,
    eventStart: event.eventStart.toISOString(),
    eventEnd: event.eventEnd.toISOString(),
    partnerId: event.partnerId,
    fundaxerId: event.fundaxerId,
    raisedCents: event.raisedCents,
    salesCents: event.salesCents,
    givebackPercent: event.giveback.percent,
    fundaxerName: event.fundaxerName,
    state,
    reason: listingStateReason(state, event._status, event.consent),
    payoutPending: state === 'approved' && ended && mine.some((mark) => mark === null),
  };
}

/** A proposal as the user answering it sees it (the other side proposed it). */
export function toProposal(event: WithId<FundaxEvent>, uid: string): Proposal {
  const answeringAs =
    event.partnerId === uid && event.consent.partner === 'awaiting' ? 'partner' : 'fundaxer';
  return {
    id: event.id,
    title: event.title,
    venueName: event.venueName,
    eventStart: event.eventStart.toISOString(),
    eventEnd: event.eventEnd.toISOString(),
    givebackPercent: event.giveback.percent,
    terms: event.giveback.terms,
    exclusions: event.giveback.exclusions,
    partnerSharePercent: event.giveback.partnerSharePercent,
    answeringAs,
    proposer: answeringAs === 'partner' ? (event.fundaxerName ?? 'A fundaxer') : event.venueName,
  };
}

export function toOwnVenue(venue: WithId<Venue>): OwnVenue {
  return {
    id: venue.id,
    name: venue.name,
    state: listingState(venue._status),
    reason: venue._status.reason,
  };
}

export function fundraiserOf(profile: Profile | undefined): DashboardData['fundraiser'] {
  const fundraiser = profile?.fundraiser;
  return fundraiser
    ? {
        title: fundraiser.title,
        raisedCents: fundraiser.raisedCents,
        goalCents: fundraiser.goalCents,
      }
    : null;
}

export function applicationOf(
  application: WithId<Application> | undefined,
): DashboardData['application'] {
  return application
    ? {
        id: application.id,
        approved: application._status.approved,
        reason: application._status.reason,
        dues: application.dues?.status ?? null,
      }
    : null;
}

/** The next approved events, soonest first. */
export function nextEvents(events: OwnEvent[], now: Date, count = 3): OwnEvent[] {
  return events
    .filter((event) => event.state === 'approved' && !hasEnded(event, now))
    .sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart))
    .slice(0, count);
}

/** Upcoming events and venues in review or turned down: what the owner should look at. */
export function needsAttention(data: DashboardData, now: Date) {
  return {
    events: data.events.filter((event) => awaitsOwner(event.state) && !hasEnded(event, now)),
    venues: data.venues.filter((venue) => awaitsOwner(venue.state)),
  };
}

/**
 * The partner's events whose night's sales are still to report: approved, ended, at their venue,
 * no results yet. Most recent first.
 */
export function resultsToReport(events: OwnEvent[], uid: string, now: Date): OwnEvent[] {
  return events
    .filter(
      (event) =>
        event.partnerId === uid &&
        event.state === 'approved' &&
        hasEnded(event, now) &&
        event.salesCents === null,
    )
    .sort((a, b) => Date.parse(b.eventEnd) - Date.parse(a.eventEnd));
}

/** What a partner's venues gave back: approved events that ended, and their results. */
export function giveBack(events: OwnEvent[], uid: string, now: Date) {
  const held = events.filter(
    (event) => event.partnerId === uid && event.state === 'approved' && hasEnded(event, now),
  );
  return { events: held.length, raisedCents: held.reduce((sum, e) => sum + e.raisedCents, 0) };
}
