import * as queries from '@fundax/client/queries/index';

type Builder = (...args: never[]) => unknown;

const exercised = new Set<string>();

/** The names of every query builder the client kit exports (its exported functions). */
export function exportedBuilders(): string[] {
  return Object.entries(queries)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();
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
          return (value as Builder)(...args);
        }
      : value,
  ]),
) as typeof queries;
