// geocodeAddress's limits and wording, apart from its contract (callables/geocode-address.ts):
// the address field on the home page's nearby search uses them, and must not load zod with them.

/** The longest address or place a caller may send. */
export const GEOCODE_ADDRESS_MAX_LENGTH = 200;
/** What an empty lookup is told, by the server and by the field before any call. */
export const GEOCODE_ADDRESS_REQUIRED = 'Type an address, a ZIP code or a place.';
/** Candidates an answer holds at most. */
export const GEOCODE_MAX_CANDIDATES = 5;
