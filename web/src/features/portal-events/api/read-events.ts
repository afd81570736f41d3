import {
  eventDoc,
  firestoreClient,
  listedProfilesQuery,
  ownEventsQuery,
  ownVenuesQuery,
  publicApprovedVenuesQuery,
} from '@fundax/client';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';
import type { PortalEvent } from '../../../utils/portal-event';
import { toPortalEvent } from '../../../utils/to-portal-event';
import type { FundaxerOption, VenueOption } from './event-options';

// The events part's reads, each through the kit's query builder that carries the filters the
// rules require. Lists are capped: a page shows a person's own records, never a whole collection.

/** Events a portal list holds at most (newest start first). */
export const OWN_EVENTS_LIMIT = 200;
/** Venues and fundaxers an event form offers at most. */
export const OPTIONS_LIMIT = 300;

export async function readOwnEvents(uid: string): Promise<PortalEvent[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownEventsQuery(db, uid), limit(OWN_EVENTS_LIMIT)));
  return snapshot.docs.map((doc) => toPortalEvent(doc.data()));
}

/**
 * One event for its portal page, or null when there is none the user may manage here: missing,
 * or not theirs (the rules refuse another user's unpublished event; a public one that is not
 * theirs is not theirs to manage either).
 */
export async function readOwnEvent(uid: string, id: string): Promise<PortalEvent | null> {
  const db = await firestoreClient();
  try {
    const event = (await getDoc(eventDoc(db, id))).data();
    if (!event) return null;
    const mine = [event.organizerId, event.partnerId, event.fundaxerId].includes(uid);
    return mine ? toPortalEvent(event) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * Where a partner may hold an event: their own venues, also while one awaits review, but not a
 * removed or rejected one; by name.
 */
export async function readOwnVenueOptions(uid: string): Promise<VenueOption[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownVenuesQuery(db, uid), limit(OPTIONS_LIMIT)));
  return snapshot.docs
    .map((doc) => doc.data())
    .filter(({ _status }) => !_status.disabled && _status.approved !== false)
    .map(({ id, name, address, _status }) => ({ id, name, address, pending: !_status.approved }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every approved, enabled venue: where a fundaxer may hold an event. */
export async function readApprovedVenueOptions(): Promise<VenueOption[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(publicApprovedVenuesQuery(db), limit(OPTIONS_LIMIT)));
  return snapshot.docs.map((doc) => {
    const { id, name, address } = doc.data();
    return { id, name, address, pending: false };
  });
}

/** The listed fundaxers a partner may name on an event, by name. */
export async function readFundaxerOptions(): Promise<FundaxerOption[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(listedProfilesQuery(db, 'fundaxer'), limit(OPTIONS_LIMIT)));
  return snapshot.docs.map((doc) => {
    const profile = doc.data();
    return {
      id: profile.id,
      displayName: profile.displayName,
      fundraiserTitle: profile.fundraiser?.title ?? null,
    };
  });
}
