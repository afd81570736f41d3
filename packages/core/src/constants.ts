/** Business constants and limits (docs/product.md §9) and the product's own. */

/** Region every callable and schedule is deployed to. */
export const FUNCTIONS_REGION = 'us-central1';
/** Callable timeout: 70 000 ms, the same on server (timeoutSeconds) and client. */
export const CALLABLE_TIMEOUT_MS = 70_000;
export const CALLABLE_TIMEOUT_SECONDS = CALLABLE_TIMEOUT_MS / 1000;

/** Nearby search: documents per geohash range query (docs/product.md §7.3, §9). */
export const NEARBY_LIMIT_PER_RANGE = 20;
/** Nearby search: results returned by default and at most. */
export const NEARBY_DEFAULT_RESULTS = 50;
export const NEARBY_MAX_RESULTS = 200;
/** Nearby search: the largest radius a caller may ask for, in km. */
export const NEARBY_MAX_RADIUS_KM = 100;
/** The default centre when a visitor shares no location: downtown Albuquerque, NM. */
export const DEFAULT_CENTER: readonly [number, number] = [35.0844, -106.6504];
export const DEFAULT_RADIUS_KM = 25;

/** Give-back share a new event gets when its organiser names none. */
export const DEFAULT_GIVEBACK_PERCENT = 15;
/** Annual membership dues an approved angel owes, in cents. */
export const ANGEL_DUES_CENTS = 25_000;
/** Pending angel applications shown to admins: submitted within this many months. */
export const APPLICATION_WINDOW_MONTHS = 3;

/** Geohash precision default (10) and maximum (22) live with the geohash schemas. */
export { GEOHASH_PRECISION_DEFAULT, GEOHASH_PRECISION_MAX } from './geo/validation';

/** File sizes (portal documents and videos) are shown in these units, each 1024 of the last. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
export const FILE_SIZE_FACTOR = 1024;

/**
 * The largest qualifying sales a partner may report for one event: $1,000,000.00. A give-back
 * night at a local venue sells a few thousand dollars; even a stadium concession night stays far
 * below this. A larger figure is a typing slip (an extra digit, cents typed as dollars), so it is
 * refused with invalid-argument rather than stored. Payouts are bounded by the same figure.
 */
export const MAX_EVENT_SALES_CENTS = 100_000_000;

/**
 * A fundraiser's total is the sum of its events' results, held at this ceiling (the largest
 * whole number a double holds exactly) so that no sum can ever fail the read schema. With each
 * event at most MAX_EVENT_SALES_CENTS, reaching it would take 90 million maxed-out events.
 */
export const MAX_RAISED_TOTAL_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * Event dates: the start lies within 18 months (a venue books its calendar about a year ahead;
 * 18 months leaves room for an annual event planned early), and an event lasts at most 14 days
 * (a week-long festival or a two-week give-back drive; longer is a wrong end date).
 */
export const EVENT_START_HORIZON_MONTHS = 18;
export const MAX_EVENT_DAYS = 14;

/**
 * adminRevocations/{uid}: written by setAdmin when it revokes an admin, deleted when it grants
 * admin again. The security rules refuse the admin claim of a token whose user has one, so an
 * ID token issued before the revocation stops opening admin reads at once (no client reads it).
 */
export const ADMIN_REVOCATIONS_COLLECTION = 'adminRevocations';
