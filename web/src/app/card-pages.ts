/**
 * Public pages without a parameter whose HTML the link-preview function (socialCard) serves,
 * filling `app.html` with the page's card. The build writes no file of their own for them: a
 * static file wins over a Hosting rewrite and would be served in the function's place.
 */
export const CARD_PAGES: ReadonlySet<string> = new Set(['/fundaxer-listing']);

/**
 * Pages with a parameter whose header the function puts in their HTML (the event page: title
 * and lede, docs/files-and-cards.md §6), painted before any script runs.
 */
export const SERVED_HEADER_PAGES: ReadonlySet<string> = new Set(['/event/:id']);
