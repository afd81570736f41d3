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
