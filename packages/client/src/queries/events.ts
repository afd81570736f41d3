import {
  type CauseCategory,
  ENDED_EVENT_FILTER,
  NOT_ENDED_EVENT_FILTER,
  type PayoutParty,
  eventSchema,
} from '@fundax/core';
import { type Firestore, and, or, orderBy, query, where } from 'firebase/firestore/lite';

import { publicEventFilters } from './public-filters';
import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `events` documents as clients read them: parsed by their schema, with their id. */
export const eventsConverter = readConverter('events', eventSchema);

/**
 * One event: public when approved, enabled and not cancelled; its organizer, partner, fundaxer
 * and admins read it in every state. Its payout status (`_protected.disbursal`) comes with it;
 * amounts and references are only in the ledger.
 */
export function eventDoc(db: Firestore, id: string) {
  return typedDoc(db, eventsConverter, id);
}

/** Public events that have not ended, soonest end first (docs/product.md §7.3), optionally by cause. */
export function approvedUpcomingEventsQuery(
  db: Firestore,
  now: Date = new Date(),
  category?: CauseCategory,
) {
  const events = typedCollection(db, eventsConverter);
  const upcoming = [where('eventEnd', NOT_ENDED_EVENT_FILTER, now), orderBy('eventEnd')];
  return category
    ? query(events, ...publicEventFilters(), where('category', '==', category), ...upcoming)
    : query(events, ...publicEventFilters(), ...upcoming);
}

/** The /special-events page: featured public events that have not ended. */
export function specialEventsQuery(db: Firestore, now: Date = new Date()) {
  return query(
    typedCollection(db, eventsConverter),
    ...publicEventFilters(),
    where('special', '==', true),
    where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
    orderBy('eventEnd'),
  );
}

/** Public events at one venue that have not ended (the partner detail page). */
export function upcomingEventsAtVenueQuery(db: Firestore, venueId: string, now: Date = new Date()) {
  return query(
    typedCollection(db, eventsConverter),
    ...publicEventFilters(),
    where('venueId', '==', venueId),
    where('eventEnd', NOT_ENDED_EVENT_FILTER, now),
    orderBy('eventEnd'),
  );
}

/** A fundaxer's public events, past ones included (their listing and fundraiser page). */
export function fundaxerPublicEventsQuery(db: Firestore, fundaxerId: string) {
  return query(
    typedCollection(db, eventsConverter),
    ...publicEventFilters(),
    where('fundaxerId', '==', fundaxerId),
    orderBy('eventStart', 'desc'),
  );
}

/**
 * The signed-in user's events in every state (portal events): those they organize, host as the
 * venue's partner, or raise money through as the fundaxer. Newest start first.
 */
export function ownEventsQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, eventsConverter),
    or(
      where('organizerId', '==', uid),
      where('partnerId', '==', uid),
      where('fundaxerId', '==', uid),
    ),
    orderBy('eventStart', 'desc'),
  );
}

/**
 * Proposals waiting for the signed-in user's answer (respondToEvent): events a fundaxer
 * proposed at their venue (as partner), or that a partner named them for (as fundaxer).
 * Soonest start first.
 */
export function proposalsAwaitingMeQuery(db: Firestore, uid: string) {
  return query(
    typedCollection(db, eventsConverter),
    or(
      and(where('partnerId', '==', uid), where('consent.partner', '==', 'awaiting')),
      and(where('fundaxerId', '==', uid), where('consent.fundaxer', '==', 'awaiting')),
    ),
    orderBy('eventStart'),
  );
}

/**
 * Admin: events to review, soonest first (docs/product.md §5.4): pending, starting in the future (one
 * still pending at its start expires), and agreed by both sides (the partner, and the fundaxer
 * if there is one); proposals still waiting for the other side are not ready for review.
 */
export function pendingEventsQuery(db: Firestore, now: Date = new Date()) {
  return query(
    typedCollection(db, eventsConverter),
    where('_status.approved', '==', null),
    where('consent.partner', '==', 'agreed'),
    where('consent.fundaxer', 'in', ['agreed', 'none']),
    where('eventStart', '>', now),
    orderBy('eventStart'),
  );
}

/**
 * Admin: the partner payments or fundaxer payments still due, straight from the event state
 * (no wait for the schedule): approved, not cancelled, ended (hasEnded), that party's disbursal
 * null, and for fundaxers only events that have one. Longest waiting first. `results` narrows
 * to events whose results are reported (payable: the amount follows from them) or missing
 * ("waiting for results"); core's payoutReadiness says the same of one event.
 */
export function unpaidEventsQuery(
  db: Firestore,
  party: PayoutParty,
  now: Date = new Date(),
  results?: 'reported' | 'missing',
) {
  const due = [
    where('_status.approved', '==', true),
    where('_status.cancelled', '==', false),
    where(`_protected.disbursal.${party}`, '==', null),
    ...(results ? [where('_protected.resultsReported', '==', results === 'reported')] : []),
    where('eventEnd', ENDED_EVENT_FILTER, now),
  ];
  const events = typedCollection(db, eventsConverter);
  return party === 'fundaxer'
    ? query(events, ...due, where('fundaxerId', '!=', null), orderBy('eventEnd'))
    : query(events, ...due, orderBy('eventEnd'));
}
