import { useNow } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { searchPath } from '../../../utils/public-paths';
import { useSearchResults } from '../hooks/use-search-results';
import { type SearchRequest, searchRequestOf } from '../utils/search-request';
import { NoResults } from './no-results';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import './search.css';

/**
 * The public search's results for the page's address (/search?q=…&kinds=…), under a form to
 * search again. While a search runs its space is held (no layout shift); a search asked again
 * shows its last results at once while they refresh.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's text is the search
  const request = useMemo(() => searchRequestOf(params), [key]);
  const { entry, retry } = useSearchResults(request);
  const now = useNow();
  const search = (next: SearchRequest) => void navigate(searchPath(next.query, next.kinds));

  return (
    <div className="search-page">
      <SearchForm request={request} onSearch={search} />
      {request.query === '' ? (
        <p className="muted">
          Type a name: an event, a venue or business, or a fundraiser. Part of a word is enough, and
          small typos are forgiven.
        </p>
      ) : (
        <div className="search-page__results" aria-busy={entry?.status === 'loading' || undefined}>
          <Loaded entry={entry} what="the search results" retry={retry} reserve>
            {(items) =>
              items.length === 0 ? (
                <NoResults request={request} />
              ) : (
                <SearchResults items={items} query={request.query} now={now} />
              )
            }
          </Loaded>
        </div>
      )}
    </div>
  );
}
