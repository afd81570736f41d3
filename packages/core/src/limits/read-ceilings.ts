import type { CallableByName, CallableName } from '../callables/registry';
import { SEARCH_CATALOGUE_SHARDS } from '../search/catalogue';

/** The callables anyone may call without an account. */
export type PublicCallableName = {
  [K in CallableName]: CallableByName<K>['access'] extends 'public' ? K : never;
}[CallableName];

/**
 * The most documents one nearby search may read (what Firestore bills: documents returned,
 * count documents, and one per query that returned nothing). On the benchmark's 10,700 venues
 * the worst search at radius 100 km and limit 200 is billed 1,797 reads, with counts or
 * without (`npm run bench -- nearby` prints it against this ceiling); the worst seen at any
 * radius was about 2,600 (25 km, limit 200, without counts, as a filtered search plans). At
 * Firestore's list price (about $0.06 per 100,000 reads) a search costs at most about a quarter
 * of a cent.
 */
export const NEARBY_READ_CEILING = 4_000;

/**
 * The hard ceiling on documents each public callable may read per call, enforced by the
 * functions wrapper's read budget (a call that would go past it is refused with
 * `resource-exhausted` before the read). The type lists every public callable of the registry,
 * so a new one does not compile until it has its line here.
 */
export const READ_CEILINGS: Record<PublicCallableName, number> = {
  // Its own users document, when signed in.
  whoami: 1,
  nearbyVenues: NEARBY_READ_CEILING,
  nearbyEvents: NEARBY_READ_CEILING,
  // The search catalogue: a cold instance reads every shard once; a warm one checks for changed
  // shards (one read) and re-reads at most four of them.
  searchListings: SEARCH_CATALOGUE_SHARDS + 5,
  // The offline geocoder reads nothing; production geocoders are HTTP services, not Firestore.
  geocodeAddress: 0,
};

/** The read ceiling of a callable, if it is public. */
export function readCeilingOf(name: string): number | undefined {
  return Object.hasOwn(READ_CEILINGS, name) ? READ_CEILINGS[name as PublicCallableName] : undefined;
}
