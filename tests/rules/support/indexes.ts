// Which composite indexes a client query needs in production. The emulator runs any query
// without indexes, so a missing one would first show as FAILED_PRECONDITION in production;
// this check catches it in the suite instead. It reads the SDK's parsed query (`_query`:
// filters and explicit orderBy), and throws if that shape ever changes, rather than passing.
import type { Query } from 'firebase/firestore/lite';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

interface FieldFilter {
  field: { canonicalString(): string };
  op: string;
}
interface CompositeFilter {
  op: 'and' | 'or';
  filters: Filter[];
}
type Filter = FieldFilter | CompositeFilter;

interface ParsedQuery {
  path: { canonicalString(): string };
  filters: Filter[];
  explicitOrderBy: { field: { canonicalString(): string }; dir: 'asc' | 'desc' }[];
}

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);
const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

function parsed(query: Query): ParsedQuery {
  const inner = (query as unknown as { _query?: ParsedQuery })._query;
  if (!inner || !Array.isArray(inner.filters) || !Array.isArray(inner.explicitOrderBy)) {
    throw new Error(
      'The Firestore SDK no longer exposes _query: update tests/rules/support/indexes.ts.',
    );
  }
  return inner;
}

const isComposite = (filter: Filter): filter is CompositeFilter => 'filters' in filter;

/** The query's filters as an OR of ANDs: each conjunction is served by its own index. */
function disjuncts(filters: Filter[]): FieldFilter[][] {
  return filters.reduce<FieldFilter[][]>(
    (partial, filter) => {
      const options: FieldFilter[][] = !isComposite(filter)
        ? [[filter]]
        : filter.op === 'or'
          ? filter.filters.flatMap((child) => disjuncts([child]))
          : disjuncts(filter.filters);
      return partial.flatMap((left) => options.map((right) => [...left, ...right]));
    },
    [[]],
  );
}

/** A composite index a query needs: equality fields first (any order), then the order. */
interface RequiredIndex {
  collectionGroup: string;
  equalities: IndexField[];
  ordered: IndexField[];
}

function indexFor(
  collectionGroup: string,
  filters: FieldFilter[],
  inner: ParsedQuery,
): RequiredIndex | null {
  const equalities: IndexField[] = [];
  const inequalities = new Set<string>();
  for (const filter of filters) {
    const fieldPath = filter.field.canonicalString();
    if (EQUALITY.has(filter.op)) equalities.push({ fieldPath, order: 'ASCENDING' });
    else if (CONTAINS.has(filter.op)) equalities.push({ fieldPath, arrayConfig: 'CONTAINS' });
    else if (INEQUALITY.has(filter.op)) inequalities.add(fieldPath);
    else throw new Error(`Unknown filter operator ${filter.op}.`);
  }
  // Firestore orders by the explicit orderBy, then by every inequality field not in it, in the
  // direction of the last explicit order (ascending when there is none).
  const ordered: IndexField[] = inner.explicitOrderBy.map(({ field, dir }) => ({
    fieldPath: field.canonicalString(),
    order: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  const appended = ordered[ordered.length - 1]?.order ?? 'ASCENDING';
  for (const fieldPath of [...inequalities].sort()) {
    if (!ordered.some((field) => field.fieldPath === fieldPath)) {
      ordered.push({ fieldPath, order: appended });
    }
  }
  // Every index ends with the document name ascending, so a last order by it needs nothing more.
  if (ordered.at(-1)?.fieldPath === '__name__' && ordered.at(-1)?.order === 'ASCENDING') {
    ordered.pop();
  }
  // One field needs no composite index; equality filters alone are served by index merging.
  if (equalities.length + ordered.length < 2 || ordered.length === 0) return null;
  return { collectionGroup, equalities, ordered };
}

/** The composite indexes a query needs: none, or one per OR branch. */
function requiredIndexes(query: Query): RequiredIndex[] {
  const inner = parsed(query);
  const collectionGroup = inner.path.canonicalString().split('/').pop() ?? '';
  return disjuncts(inner.filters)
    .map((filters) => indexFor(collectionGroup, filters, inner))
    .filter((index) => index !== null);
}

const key = (field: IndexField) => `${field.fieldPath} ${field.arrayConfig ?? field.order}`;
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** A declared index serves a query when its equality fields lead (any order), then the order. */
function serves(declared: CompositeIndex, required: RequiredIndex): boolean {
  const split = required.equalities.length;
  const fields = declared.fields.map(key);
  return (
    declared.collectionGroup === required.collectionGroup &&
    sameSet(fields.slice(0, split), required.equalities.map(key)) &&
    sameList(fields.slice(split), required.ordered.map(key))
  );
}

/** The indexes the queries need that firestore.indexes.json does not declare. */
export function missingIndexes(queries: Query[], declared: CompositeIndex[]): CompositeIndex[] {
  const missing = new Map<string, CompositeIndex>();
  for (const required of queries.flatMap(requiredIndexes)) {
    if (declared.some((index) => serves(index, required))) continue;
    const index: CompositeIndex = {
      collectionGroup: required.collectionGroup,
      queryScope: 'COLLECTION',
      fields: [...required.equalities, ...required.ordered],
    };
    missing.set(JSON.stringify(index), index);
  }
  return [...missing.values()];
}
