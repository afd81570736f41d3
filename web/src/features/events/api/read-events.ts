import {
  eventDoc,
  firestoreClient,
  fundaxerPublicEventsQuery,
  specialEventsQuery,
  upcomingPartnerEventsQuery,
} from '@fundax/client';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';
import { type EventView, isListedEvent, toEventView } from '@fundax/core';

/** Lists on public pages show at most this many events. */
export const EVENT_LIST_LIMIT = 50;

/**
 * One event for its public page, or null when there is none to show: missing, or not public
 * (the rules refuse a visitor both, and an owner reading their own pending event still gets
 * null here: the public page is not where drafts are reviewed).
 */
export async function readEvent(id: string): Promise<EventView | null> {
  const db = await firestoreClient();
  try {
    const event = (await getDoc(eventDoc(db, id))).data();
    return event && isListedEvent(event) ? toEventView(event) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** /special-events: featured events that have not ended, soonest end first. */
export async function readSpecialEvents(now = new Date()): Promise<EventView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(specialEventsQuery(db, now), limit(EVENT_LIST_LIMIT)));
  return snapshot.docs.map((doc) => toEventView(doc.data()));
}

/** Upcoming public events at any of a partner's venues (their detail page). */
export async function readPartnerEvents(partnerId: string, now = new Date()): Promise<EventView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(upcomingPartnerEventsQuery(db, partnerId, now), limit(EVENT_LIST_LIMIT)),
  );
  return snapshot.docs.map((doc) => toEventView(doc.data()));
}

/** A fundaxer's public events, newest first, past ones included. */
export async function readFundaxerEvents(fundaxerId: string): Promise<EventView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(fundaxerPublicEventsQuery(db, fundaxerId), limit(EVENT_LIST_LIMIT)),
  );
  return snapshot.docs.map((doc) => toEventView(doc.data()));
}
