/** The longest search a caller may type: names are at most 120 characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results a search returns by default and at most. */
export const SEARCH_DEFAULT_RESULTS = 20;
export const SEARCH_MAX_RESULTS = 50;
