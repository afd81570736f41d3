import { SEARCH_KINDS, type SearchKind, type SearchResult } from '@fundax/core';

/** One public search: the words as typed (trimmed) and the kinds asked for (empty: all). */
export interface SearchRequest {
  query: string;
  kinds: SearchKind[];
}

/** How each kind is named where its results are grouped and in the filter. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  event: 'Events',
  venue: 'Venues and partners',
  fundraiser: 'Fundraisers',
};

/**
 * The search a results page's address asks for: `q` trimmed, `kinds` a comma-separated list of
 * known kinds in their fixed order (unknown words dropped; none, or all three, means every kind).
 */
export function searchRequestOf(params: URLSearchParams): SearchRequest {
  const query = (params.get('q') ?? '').trim();
  const named = new Set((params.get('kinds') ?? '').split(','));
  const kinds = SEARCH_KINDS.filter((kind) => named.has(kind));
  return { query, kinds: kinds.length === SEARCH_KINDS.length ? [] : kinds };
}

/** The store's key for a search's results. */
export function searchKey({ query, kinds }: SearchRequest): string {
  return `${kinds.join(',')}|${query}`;
}

export interface ResultGroup<K extends SearchKind = SearchKind> {
  kind: K;
  items: Extract<SearchResult, { kind: K }>[];
}

/**
 * Results grouped by kind, each group in the engine's order, and the groups ordered by their
 * best result: a search for a venue's name shows venues first, one for an event's title events.
 */
export function groupByKind(items: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const item of items) {
    const group = groups.get(item.kind);
    if (group) group.push(item);
    else groups.set(item.kind, [item]);
  }
  return [...groups].map(([kind, list]) => ({ kind, items: list }));
}
