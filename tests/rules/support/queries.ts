import * as queries from '@fundax/client/queries/index';
import type { Query } from 'firebase/firestore/lite';

type Builder = (...args: never[]) => unknown;

const exercised = new Set<string>();
const built: Query[] = [];

const isQuery = (value: unknown): value is Query =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'query';

/** The names of every query builder the client kit exports (its exported functions). */
export function exportedBuilders(): string[] {
  return Object.entries(queries)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();
}

/** Every query the builders made so far (each is checked for its composite index). */
export function builtQueries(): readonly Query[] {
  return built;
}

/** The builders the suite has run so far. */
export function exercisedBuilders(): ReadonlySet<string> {
  return exercised;
}

/**
 * The client kit's query builders, exactly as clients import them, each recording that the
 * suite ran it. Tests use `q.venueDoc(db, id)` and never re-type a query a client runs.
 */
export const q = Object.fromEntries(
  Object.entries(queries).map(([name, value]) => [
    name,
    typeof value === 'function'
      ? (...args: never[]) => {
          exercised.add(name);
          const result = (value as Builder)(...args);
          if (isQuery(result)) built.push(result);
          return result;
        }
      : value,
  ]),
) as typeof queries;
