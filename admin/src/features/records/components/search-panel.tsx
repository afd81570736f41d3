import { Loaded } from '@fundax/client/ui';
import { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH } from '@fundax/core';
import { type FormEvent, useId } from 'react';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import { RecordStateBadge } from '../../../components/ui/record-state-badge';
import { TableFrame } from '../../../components/ui/table-frame';
import { RECORD_KINDS, type RecordKind } from '../api/record-types';
import { useSearch } from '../hooks/use-records';
import { recordLink } from './record-tables';

const KIND_LABELS: Record<RecordKind, string> = {
  event: 'Event',
  venue: 'Venue',
  profile: 'Profile',
};

/**
 * Finds events, venues and profiles with `searchRecords`: words anywhere in a name, typos and
 * accents forgiven, hidden records included with their state, and a record's exact id first.
 * The term and kind live in the URL (?q=&kind=), so a search can be shared.
 */
export function SearchPanel() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const kind = RECORD_KINDS.find((each) => each === params.get('kind')) ?? null;
  const { entry, retry } = useSearch(term, kind);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const q = text('q');
    const k = text('kind');
    setParams({ ...(q ? { q } : {}), ...(k ? { kind: k } : {}) });
  };
  return (
    <>
      <form role="search" key={`${kind}|${term}`} onSubmit={submit} className="section">
        <div className="filters">
          <div className="field field--grow">
            <label htmlFor={`${id}-q`}>Name, title or id</label>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={term}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              aria-describedby={`${id}-hint`}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-kind`}>Kind</label>
            <select id={`${id}-kind`} name="kind" defaultValue={kind ?? ''}>
              <option value="">Every kind</option>
              {RECORD_KINDS.map((each) => (
                <option key={each} value={each}>
                  {KIND_LABELS[each]}s
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          Matches words anywhere in an event’s title or venue, a venue’s name or address, and a
          person’s name, organization or fundraiser, from their first letters (“hops” finds “Garden
          Hops Night”), with a typo per word and without accents (“gardn”, “Pena”). Pending,
          rejected, cancelled, removed and unlisted records are included. An exact record id comes
          first. The best {SEARCH_MAX_RESULTS} matches; a change shows here within a few seconds.
        </p>
      </form>
      {term === '' ? (
        <p className="muted">Type a name, a title or an id to search.</p>
      ) : (
        <section aria-label="Search results" className="stack">
          <Loaded entry={entry} what="the search results" retry={retry}>
            {(results) => (
              <>
                <p role="status">
                  {results.length === 0
                    ? `Nothing matches “${term}”.`
                    : `${results.length} ${results.length === 1 ? 'match' : 'matches'} for “${term}”, best first.`}
                </p>
                {results.length > 0 ? (
                  <TableFrame label="Matching records">
                    <table className="table">
                      <caption>Matching records, best first</caption>
                      <thead>
                        <tr>
                          <th scope="col">Record</th>
                          <th scope="col">Kind</th>
                          <th scope="col">State</th>
                          <th scope="col">Details</th>
                        </tr>
                      </thead>
                      <tbody>
                        {results.map((result) => (
                          <tr key={`${result.kind}:${result.id}`}>
                            <th scope="row">
                              <Link to={recordLink(result.kind, result.id)}>{result.title}</Link>
                            </th>
                            <td>{KIND_LABELS[result.kind]}</td>
                            <td>
                              <RecordStateBadge state={result.state} />
                            </td>
                            <td>{result.subtitle ?? <span className="muted">—</span>}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableFrame>
                ) : null}
              </>
            )}
          </Loaded>
        </section>
      )}
    </>
  );
}
