import { z } from '../zod';
import { escapeHtml } from '../notifications/render-email';
import { causeCategorySchema } from '../schemas/categories';
import { isoDateTimeSchema } from '../schemas/common';
import { eventLede } from './event-lede';
import { eventViewSchema } from './event-view';
import type { ServedDirectory } from './served-directory';

/**
 * What an event page shows of the fundraiser the event supports (its fundraiser summary), from
 * the fundaxer's listed profile: who raises, and the fundraiser's title, cause and progress.
 */
export const servedFundraiserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  organizationName: z.nullable(z.string()),
  city: z.nullable(z.string()),
  fundraiser: z.nullable(
    z.object({
      title: z.string(),
      category: causeCategorySchema,
      goalCents: z.number(),
      raisedCents: z.number(),
    }),
  ),
});
export type ServedFundraiser = z.infer<typeof servedFundraiserSchema>;

/**
 * Data the Hosting function puts in the HTML of a page it serves (functions/src/cards), so the
 * page shows at once instead of after its script loads, starts the SDK and reads: the public
 * view of an event for /event/{id}, with the fundraiser it supports. While that copy is fresh
 * (SERVED_PAGE_FRESH_MS), it is the page's read: the page loads no Firestore to read the same
 * again. Public data only, the same a visitor's reads return.
 */
export const servedPageSchema = z.object({
  kind: z.literal('event'),
  id: z.string(),
  event: eventViewSchema,
  /**
   * The fundraiser the event supports, as its listed fundaxer's profile showed it; null when
   * there is none to show (no fundaxer, or not listed). Absent from pages served before it was
   * added: the page then reads it.
   */
  fundraiser: z.optional(z.nullable(servedFundraiserSchema)),
  /** When the function read it (the entry's `loadedAt`). */
  readAt: isoDateTimeSchema,
});
export type ServedPage = z.infer<typeof servedPageSchema>;

/**
 * The JSON for the script element: `<`, `>`, `&` and the two line separators escaped, so no
 * text in the data (a title with `</script>`) can end the element or start markup.
 */
export function servedPageJson(page: ServedPage | ServedDirectory): string {
  return JSON.stringify(page).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A page's title and lede, as its HTML shows them before any script runs. */
export interface ServedHeader {
  title: string;
  lede: string;
}

/** The header a served page shows: an event's title and lede. */
export function servedPageHeader(page: ServedPage): ServedHeader {
  return { title: page.event.title, lede: eventLede(page.event) };
}

/**
 * The header the `Page` component renders (packages/client/src/ui/page.tsx; its test holds the
 * two alike), as HTML: the function serves it, and the page's first render puts the same in its
 * place, so nothing moves and the text painted first stays the largest.
 */
export function servedHeaderHtml({ title, lede }: ServedHeader): string {
  return (
    '<header class="page-header"><div class="page-header__text">' +
    `<h1 tabindex="-1">${escapeHtml(title)}</h1>` +
    `<p class="lede">${escapeHtml(lede)}</p></div></header>`
  );
}
