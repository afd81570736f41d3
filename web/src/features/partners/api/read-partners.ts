import {
  firestoreClient,
  listedProfilesQuery,
  partnerEndedEventsQuery,
  partnerVenuesQuery,
  publicApprovedVenuesQuery,
} from '@fundax/client';
import {
  DIRECTORY_LIMIT,
  type PublicProfile,
  type PublicVenue,
  type VenueCategory,
  profileName,
  toPublicProfile,
  toPublicVenue,
} from '@fundax/core';
import { count, getAggregate, getDocs, limit, query, sum } from 'firebase/firestore/lite';

import { readListedProfile } from '../../../utils/public-profile';

/** A partner that has given back: what its ended events raised, and how many there were. */
export interface Funder {
  partner: PublicProfile;
  raisedCents: number;
  events: number;
}

export function readPartner(uid: string): Promise<PublicProfile | null> {
  return readListedProfile(uid, 'partner');
}

/** A partner's approved, enabled venues, by name. */
export async function readPartnerVenues(uid: string): Promise<PublicVenue[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(partnerVenuesQuery(db, uid), limit(DIRECTORY_LIMIT)));
  return snapshot.docs.map((doc) => toPublicVenue(doc.data()));
}

/** Listed partners by name. */
export async function readPartners(): Promise<PublicProfile[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(listedProfilesQuery(db, 'partner'), limit(DIRECTORY_LIMIT)));
  return snapshot.docs.map((doc) => toPublicProfile(doc.data()));
}

/** Approved venues by name, all or of one category (the business directory). */
export async function readVenues(category: VenueCategory | null): Promise<PublicVenue[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(
    query(publicApprovedVenuesQuery(db, category ?? undefined), limit(DIRECTORY_LIMIT)),
  );
  return snapshot.docs.map((doc) => toPublicVenue(doc.data()));
}

/**
 * Partners whose ended events raised money, most first. Each total is a server-side sum and
 * count over the partner's ended public events, so no event documents are downloaded.
 */
export async function readFunders(now = new Date()): Promise<Funder[]> {
  const db = await firestoreClient();
  const partners = await readPartners();
  const funders = await Promise.all(
    partners.map(async (partner) => {
      const totals = await getAggregate(partnerEndedEventsQuery(db, partner.id, now), {
        raised: sum('raisedCents'),
        events: count(),
      });
      const { raised, events } = totals.data();
      return { partner, raisedCents: raised ?? 0, events };
    }),
  );
  return rankFunders(funders);
}

/** Partners that raised anything, most raised first; equal totals by name. */
export function rankFunders(funders: Funder[]): Funder[] {
  return funders
    .filter((funder) => funder.raisedCents > 0)
    .sort(
      (a, b) =>
        b.raisedCents - a.raisedCents ||
        profileName(a.partner).localeCompare(profileName(b.partner)),
    );
}
