import { z } from '../zod';

import {
  SEARCH_DEFAULT_RESULTS,
  SEARCH_MAX_RESULTS,
  SEARCH_QUERY_MAX_LENGTH,
} from '../search/search-limits';

/** The words to search for, as typed (the engine folds case and accents itself). */
export const searchQuerySchema = z
  .string({ error: 'Type what to search for.' })
  .check(
    z.trim(),
    z.minLength(1, 'Type what to search for.'),
    z.maxLength(
      SEARCH_QUERY_MAX_LENGTH,
      `A search can be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    ),
  );

export const searchLimitSchema = z._default(
  z
    .number({ error: 'The limit is a number.' })
    .check(
      z.int('The limit is a whole number.'),
      z.minimum(1, 'The limit is at least 1.'),
      z.maximum(SEARCH_MAX_RESULTS, `The limit is at most ${SEARCH_MAX_RESULTS}.`),
    ),
  SEARCH_DEFAULT_RESULTS,
);

/** A list of kinds to search, each at most once (none given: every kind). */
export function kindsSchema<const K extends readonly [string, ...string[]]>(kinds: K) {
  return z
    .array(z.enum(kinds, { error: `A kind is one of: ${kinds.join(', ')}.` }), {
      error: 'Kinds are a list.',
    })
    .check(
      z.minLength(1, 'Name at least one kind, or leave kinds out to search them all.'),
      z.maxLength(kinds.length),
      z.refine((list) => new Set(list).size === list.length, 'Name each kind once.'),
    );
}

/** How well an item matched: higher is better; results come best first. */
export const searchScoreSchema = z.number().check(z.nonnegative());
