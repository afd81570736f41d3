import type { CallableName } from '../callables/registry';
import type { BucketShape } from './token-bucket';

/**
 * Who a limit counts:
 * - `account`: the signed-in caller, in one small Firestore document per account
 *   (`rateLimits/{uid}`) written in the same transaction as the change it limits, so it holds
 *   across every instance and costs one read and one write per limited call, only on the rare
 *   writes it guards;
 * - `address`: the client's address, in memory on each function instance (no Firestore at all,
 *   nothing on the hot path but a map lookup), for public calls anyone can make without an
 *   account. Each instance counts on its own: the most one address gets through is the limit
 *   times the instances it reaches (at most the function's maxInstances).
 */
export type RateLimitScope = 'account' | 'address';

export interface RateLimit extends BucketShape {
  scope: RateLimitScope;
  /**
   * The bucket's name: callables sharing one draw from the same bucket (per instance, for
   * address limits: a function deployed on its own has its own instances).
   */
  bucket: string;
  /** What is limited, for messages: "support requests", "searches". */
  what: string;
}

/**
 * Public searches, per client address: 60 at once, then 5 a second. A person panning a map
 * searches about once a second at most; a burst of 300 in 10 seconds gets about 110 through
 * on one instance and 429 for the rest. Several people behind one address (a school, a mobile
 * carrier's shared address) still fit.
 */
export const PUBLIC_SEARCH_LIMIT: RateLimit = {
  scope: 'address',
  bucket: 'public-search',
  what: 'searches',
  burst: 60,
  refillPerHour: 5 * 3600,
};

/**
 * Address lookups, per client address: 20 at once, then 10 a minute. A person types an address
 * or two; production geocoders (Nominatim: 1 request a second per application) must not be
 * spent by one script.
 */
export const GEOCODE_LIMIT: RateLimit = {
  scope: 'address',
  bucket: 'geocode',
  what: 'address lookups',
  burst: 20,
  refillPerHour: 600,
};

/**
 * The limit each callable has, by name. Per-account limits are per hour and generous for real
 * people: a partner with a chain of 20 locations adds them in one sitting; an admin reports
 * results for a queue of hundreds. Public searches share one bucket per address.
 */
export const RATE_LIMITS: Partial<Record<CallableName, RateLimit>> = {
  createVenue: {
    scope: 'account',
    bucket: 'createVenue',
    what: 'new venues',
    burst: 30,
    refillPerHour: 30,
  },
  createEvent: {
    scope: 'account',
    bucket: 'createEvent',
    what: 'new events',
    burst: 60,
    refillPerHour: 30,
  },
  createSupportRequest: {
    scope: 'account',
    bucket: 'createSupportRequest',
    what: 'support requests',
    burst: 10,
    refillPerHour: 10,
  },
  submitAngelApplication: {
    scope: 'account',
    bucket: 'submitAngelApplication',
    what: 'applications',
    burst: 5,
    refillPerHour: 5,
  },
  reportEventResults: {
    scope: 'account',
    bucket: 'reportEventResults',
    what: 'result reports',
    burst: 300,
    refillPerHour: 300,
  },
  exportMyData: {
    scope: 'account',
    bucket: 'exportMyData',
    what: 'data exports',
    burst: 5,
    refillPerHour: 5,
  },
  // A partner with a chain adds a photo per location; an admin uploads a resource library.
  requestUpload: {
    scope: 'account',
    bucket: 'requestUpload',
    what: 'uploads',
    burst: 60,
    refillPerHour: 60,
  },
  nearbyVenues: PUBLIC_SEARCH_LIMIT,
  nearbyEvents: PUBLIC_SEARCH_LIMIT,
  searchListings: PUBLIC_SEARCH_LIMIT,
  geocodeAddress: GEOCODE_LIMIT,
};

/** The rate limit of a callable, if it has one. */
export function rateLimitOf(name: string): RateLimit | undefined {
  return Object.hasOwn(RATE_LIMITS, name) ? RATE_LIMITS[name as CallableName] : undefined;
}
