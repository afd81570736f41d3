import type { SearchResult } from '@fundax/core';

import { SEARCH_KIND_LABELS, groupByKind } from '../utils/search-request';
import { SearchResultItem } from './search-result-item';

/** The results, grouped by kind, the group with the best match first. */
export function SearchResults({
  items,
  query,
  now,
}: {
  items: readonly SearchResult[];
  query: string;
  now: Date;
}) {
  return (
    <>
      <p className="search-results__count" role="status">
        {items.length === 1 ? '1 result' : `${items.length} results`} for “{query}”.
      </p>
      {groupByKind(items).map((group) => (
        <section
          key={group.kind}
          className="search-results__group"
          aria-labelledby={`search-group-${group.kind}`}
        >
          <h2 id={`search-group-${group.kind}`}>
            {SEARCH_KIND_LABELS[group.kind]} <span className="muted">({group.items.length})</span>
          </h2>
          <ul className="search-results__list" aria-label={SEARCH_KIND_LABELS[group.kind]}>
            {group.items.map((item) => (
              <SearchResultItem key={`${item.kind}:${item.id}`} item={item} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
