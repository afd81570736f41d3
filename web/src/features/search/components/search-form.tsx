import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, type SearchKind } from '@fundax/core';
import { type FormEvent, useId } from 'react';

import { SEARCH_KIND_LABELS, type SearchRequest } from '../utils/search-request';

/**
 * The results page's own search: the words, and which kind of result to show (every change
 * searches again at once, keeping the words). The caller keeps both in the page's address.
 */
export function SearchForm({
  request,
  onSearch,
}: {
  request: SearchRequest;
  onSearch: (next: SearchRequest) => void;
}) {
  const id = useId();
  const only = request.kinds.length === 1 ? request.kinds[0] : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    onSearch({ ...request, query: typeof query === 'string' ? query.trim() : '' });
  };
  const show = (kind: SearchKind | undefined) =>
    onSearch({ ...request, kinds: kind ? [kind] : [] });
  return (
    <form role="search" aria-label="Listings" className="search-form" onSubmit={submit}>
      <div className="search-form__row">
        <div className="field search-form__query">
          <label htmlFor={`${id}-q`}>Search for</label>
          <input
            key={request.query}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={request.query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </div>
      <fieldset className="search-form__kinds">
        <legend>Show</legend>
        {[undefined, ...SEARCH_KINDS].map((kind) => (
          <label key={kind ?? 'all'} className="search-form__kind">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind ?? ''}
              checked={kind === only && (kind !== undefined || request.kinds.length === 0)}
              onChange={() => show(kind)}
            />{' '}
            {kind ? SEARCH_KIND_LABELS[kind] : 'Everything'}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
