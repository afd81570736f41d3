import { z } from '../zod';
import { isoDateTimeSchema } from '../schemas/common';
import { defineCallable } from './define';
import { kindsSchema, searchLimitSchema, searchQuerySchema, searchScoreSchema } from './search';

/** What the public search finds: events, venues and fundaxers' fundraisers. */
export const SEARCH_KINDS = ['event', 'venue', 'fundraiser'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const found = {
  id: z.string(),
  title: z.string(),
  subtitle: z.optional(z.string()),
  score: searchScoreSchema,
};

/**
 * One public search result. An event's subtitle is its venue's name and it carries its dates (an
 * ended event is history); a venue's is its address, with the partner whose page shows it
 * (`/partner/{partnerId}?venue={id}`); a fundraiser's id is its fundaxer's uid, its subtitle the
 * fundaxer's name.
 */
export const searchResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    ...found,
    eventStart: isoDateTimeSchema,
    eventEnd: isoDateTimeSchema,
  }),
  z.object({ kind: z.literal('venue'), ...found, partnerId: z.string() }),
  z.object({ kind: z.literal('fundraiser'), ...found }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Public search by name: public items only, typo-tolerant ("gardn hops"), accent-insensitive
 * ("Pena" finds "Peña"), word prefixes anywhere in a name ("hop"). Best first: items matching
 * every word before those matching some (a name holding them all first), then by relevance;
 * events that have ended come last.
 */
export const searchListings = defineCallable({
  name: 'searchListings',
  access: 'public',
  summary: 'Public search of events, venues and fundraisers by name, typo-tolerant, best first.',
  input: z.strictObject({
    query: searchQuerySchema,
    kinds: z.optional(kindsSchema(SEARCH_KINDS)),
    limit: searchLimitSchema,
  }),
  output: z.object({ items: z.array(searchResultSchema) }),
});
