import {
  eventDoc,
  firestoreClient,
  ledgerEntriesForPayeeQuery,
  listedProfilesQuery,
  ownApplicationsQuery,
  ownEventsQuery,
  ownSupportRequestsQuery,
  ownUserDoc,
  ownVenuesQuery,
  profileDoc,
  publicApprovedVenuesQuery,
  resourcesQuery,
  toAccount,
  venueDoc,
} from '@fundax/client';
import type { Account } from '@fundax/client';
import { getDoc, getDocs, limit, query } from 'firebase/firestore/lite';

import { isPermissionDenied } from '../../../utils/permission-denied';
import {
  type ApplicationView,
  type FundaxerOption,
  type LedgerView,
  type OwnProfile,
  type PortalEvent,
  type PortalVenue,
  type ResourceView,
  type SupportRequestView,
  type VenueOption,
  toApplicationView,
  toLedgerView,
  toOwnProfile,
  toPortalEvent,
  toPortalVenue,
  toResourceView,
  toSupportRequestView,
} from './portal-views';

// The portal's reads, each through the kit's query builder that carries the filters the rules
// require. Lists are capped: a page shows a person's own records, never a whole collection.

/** Events a portal list holds at most (newest start first). */
export const OWN_EVENTS_LIMIT = 200;
export const OWN_VENUES_LIMIT = 100;
export const LEDGER_LIMIT = 200;
export const SUPPORT_LIMIT = 50;
export const RESOURCES_LIMIT = 100;
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

export async function readOwnVenues(uid: string): Promise<PortalVenue[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownVenuesQuery(db, uid), limit(OWN_VENUES_LIMIT)));
  return snapshot.docs.map((doc) => toPortalVenue(doc.data()));
}

/** One of the partner's venues, or null when it is missing or someone else's. */
export async function readOwnVenue(uid: string, id: string): Promise<PortalVenue | null> {
  const db = await firestoreClient();
  try {
    const venue = (await getDoc(venueDoc(db, id))).data();
    return venue && venue.ownerId === uid ? toPortalVenue(venue) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

export async function readLedger(uid: string): Promise<LedgerView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ledgerEntriesForPayeeQuery(db, uid), limit(LEDGER_LIMIT)));
  return snapshot.docs.map((doc) => toLedgerView(doc.data()));
}

/** The private account (users/{uid}), read again after the user changes it. */
export async function readAccount(uid: string): Promise<Account | null> {
  const db = await firestoreClient();
  const user = (await getDoc(ownUserDoc(db, uid))).data();
  return user ? toAccount(user) : null;
}

export async function readOwnProfile(uid: string): Promise<OwnProfile | null> {
  const db = await firestoreClient();
  const profile = (await getDoc(profileDoc(db, uid))).data();
  return profile ? toOwnProfile(profile) : null;
}

export async function readSupportRequests(uid: string): Promise<SupportRequestView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(ownSupportRequestsQuery(db, uid), limit(SUPPORT_LIMIT)));
  return snapshot.docs.map((doc) => toSupportRequestView(doc.data()));
}

export async function readResources(kind: ResourceView['kind']): Promise<ResourceView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(resourcesQuery(db, kind), limit(RESOURCES_LIMIT)));
  return snapshot.docs.map((doc) => toResourceView(doc.data()));
}

export async function readApplications(uid: string): Promise<ApplicationView[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(ownApplicationsQuery(db, uid));
  return snapshot.docs.map((doc) => toApplicationView(doc.data()));
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
