import {
  eventDoc,
  eventsByTitlePrefixQuery,
  firestoreClient,
  profileDoc,
  profilesByNamePrefixQuery,
  venueDoc,
  venuesByNamePrefixQuery,
} from '@fundax/client';
import { docIdSchema } from '@fundax/core';
import {
  type DocumentSnapshot,
  type Query,
  getDoc,
  getDocs,
  limit,
  query,
} from 'firebase/firestore/lite';

import type { EventRecord, ProfileRecord, VenueRecord } from '../../../utils/records';
import { type Serialized, serialize } from '../../../utils/serialize';

/** Each kind of record shows at most this many matches per spelling tried. */
export const SEARCH_LIMIT = 10;

export interface SearchResults {
  events: EventRecord[];
  venues: VenueRecord[];
  profiles: ProfileRecord[];
}

/**
 * The spellings a search tries. Firestore has no full-text search and compares strings by code
 * point, so "garden" never matches "Garden Hops". Titles and names are stored as typed and
 * almost always start with a capital, so the term is tried as typed and with its first letter
 * capitalised; nothing else (no word in the middle, no other case).
 */
export function searchSpellings(term: string): string[] {
  const typed = term.trim();
  if (typed === '') return [];
  const capitalised = typed.charAt(0).toLocaleUpperCase('en-US') + typed.slice(1);
  return [...new Set([typed, capitalised])];
}

function byId<T extends { id: string }>(lists: T[][]): T[] {
  const seen = new Map<string, T>();
  for (const item of lists.flat()) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

async function matches<T>(built: Query<T>): Promise<Serialized<T>[]> {
  const snapshot = await getDocs(query(built, limit(SEARCH_LIMIT)));
  return snapshot.docs.map((doc) => serialize(doc.data()));
}

/**
 * Events whose title, and venues and profiles whose name, start with the term (as typed or
 * capitalised), plus any of the three whose id is exactly the term. Every query is a
 * single-field range with a limit: cheap, and it never reads a whole collection.
 */
export async function searchRecords(term: string): Promise<SearchResults> {
  const db = await firestoreClient();
  const spellings = searchSpellings(term);
  const id = term.trim();
  const asId = docIdSchema.safeParse(id).success;
  const exact = async <T>(read: () => Promise<DocumentSnapshot<T>>): Promise<Serialized<T>[]> => {
    if (!asId) return [];
    const data = (await read()).data();
    return data ? [serialize(data)] : [];
  };
  const [events, venues, profiles] = await Promise.all([
    Promise.all([
      exact(() => getDoc(eventDoc(db, id))),
      ...spellings.map((s) => matches(eventsByTitlePrefixQuery(db, s))),
    ]),
    Promise.all([
      exact(() => getDoc(venueDoc(db, id))),
      ...spellings.map((s) => matches(venuesByNamePrefixQuery(db, s))),
    ]),
    Promise.all([
      exact(() => getDoc(profileDoc(db, id))),
      ...spellings.map((s) => matches(profilesByNamePrefixQuery(db, s))),
    ]),
  ]);
  return { events: byId(events), venues: byId(venues), profiles: byId(profiles) };
}
