import { LoadError, Loading } from '@fundax/client/ui';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';

import { SEARCH_LIMIT, searchSpellings } from '../api/search-reads';
import { useSearch } from '../hooks/use-records';
import { EventRecordsTable, ProfileRecordsTable, VenueRecordsTable } from './record-tables';

/**
 * Finds events by title and venues and profiles by name. Firestore has no full-text search, so
 * this says plainly what it matches: the start of a title or name, as typed or with a capital
 * first letter, or an exact record id. The term lives in the URL (?q=), so a search can be shared.
 */
export function SearchPanel() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const { entry, retry } = useSearch(term);
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setParams(typeof value === 'string' && value.trim() !== '' ? { q: value.trim() } : {});
  };
  const results = entry?.data;
  const total = results
    ? results.events.length + results.venues.length + results.profiles.length
    : 0;
  return (
    <>
      <form role="search" key={term} onSubmit={submit} className="section">
        <div className="filters">
          <div className="field field--grow">
            <label htmlFor="search-term">Title, name or id</label>
            <input
              id="search-term"
              name="q"
              type="search"
              defaultValue={term}
              autoComplete="off"
              aria-describedby={hintId}
            />
          </div>
          <div className="field">
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </div>
        <p id={hintId} className="field-hint">
          Matches the <strong>start</strong> of an event title, venue name or person’s name, as
          typed or with a capital first letter (“garden” finds “Garden Hops”; “hops” does not), and
          exact record ids. Up to {SEARCH_LIMIT} matches of each kind per spelling.
        </p>
      </form>
      {term === '' ? <p className="muted">Type a title, name or id to search.</p> : null}
      {entry?.error ? (
        <LoadError error={entry.error} what="the search results" onRetry={retry} />
      ) : null}
      {term !== '' && entry?.status === 'loading' ? <Loading label="Searching…" /> : null}
      {results ? (
        <section aria-label="Search results" className="stack">
          <p role="status">
            {total === 0
              ? `Nothing starts with “${searchSpellings(term).join('” or “')}”.`
              : `${total} ${total === 1 ? 'match' : 'matches'} for “${term}”.`}
          </p>
          {results.events.length > 0 ? (
            <EventRecordsTable events={results.events} caption="Events whose title matches" />
          ) : null}
          {results.venues.length > 0 ? (
            <VenueRecordsTable venues={results.venues} caption="Venues whose name matches" />
          ) : null}
          {results.profiles.length > 0 ? (
            <ProfileRecordsTable
              profiles={results.profiles}
              caption="Profiles whose name matches"
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
