import { selectPosition, useAppSelector, useMyLocation } from '@fundax/client';
import type { NearbyQuery } from '@fundax/client/nearby/nearby-slice';
import { Loading, LocateButton, Notice } from '@fundax/client/ui';
import { DEFAULT_CENTER, callErrorMessage, radiusLabel } from '@fundax/core';
import { useCallback, useEffect, useState } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import { useNearby } from '../hooks/use-nearby';
import { dateWindow } from '../utils/date-window';
import { NearbyControls, type NearbyFilters } from './nearby-controls';
import { NearbyMap } from './nearby-map';
import { NearbyResultsList } from './nearby-results';
import './nearby.css';

const isDefaultCenter = ([lat, lng]: [number, number]) =>
  lat === DEFAULT_CENTER[0] && lng === DEFAULT_CENTER[1];

function toQuery(center: [number, number], filters: NearbyFilters): NearbyQuery {
  const category = filters.category || undefined;
  return filters.kind === 'events'
    ? ({
        kind: 'events',
        center,
        radiusKm: filters.radiusKm,
        category,
        ...dateWindow(filters.dates),
      } as NearbyQuery)
    : ({ kind: 'venues', center, radiusKm: filters.radiusKm, category } as NearbyQuery);
}

/**
 * Events (or businesses) near the visitor: around downtown Albuquerque until they share their
 * location, as a list and a map, with radius, cause or kind, and date filters (docs/product.md §7.3).
 */
export function NearbySearch({ allowVenues = true }: { allowVenues?: boolean }) {
  const { query, status, results, error, search } = useNearby();
  const sharedPosition = useAppSelector(selectPosition);
  const [center, setCenter] = useState<[number, number]>(sharedPosition ?? query.center);
  const [filters, setFilters] = useState<NearbyFilters>({
    kind: query.kind,
    radiusKm: query.radiusKm,
    category: query.category ?? '',
    dates: 'any',
  });
  const run = useCallback(
    (nextCenter: [number, number], nextFilters: NearbyFilters) =>
      search(toQuery(nextCenter, nextFilters)),
    [search],
  );
  // The first search, once; later ones follow each change.
  useEffect(() => {
    if (status === 'idle') run(center, filters);
  }, [status, run, center, filters]);
  const onPosition = useCallback(
    (position: [number, number]) => {
      setCenter(position);
      run(position, filters);
    },
    [filters, run],
  );
  const location = useMyLocation(onPosition);
  const onFilters = (next: NearbyFilters) => {
    setFilters(next);
    run(center, next);
  };
  const around = isDefaultCenter(center) ? 'downtown Albuquerque' : 'your location';
  const what = filters.kind === 'events' ? 'upcoming events' : 'partner businesses';

  return (
    <div className="nearby">
      <div className="nearby__bar">
        <NearbyControls filters={filters} onChange={onFilters} allowVenues={allowVenues} />
        <div className="nearby__locate">
          <LocateButton status={location.status} onLocate={location.locate} />
          {location.status === 'denied' ? (
            <p className="field-hint">
              Location is blocked for this site, so we search around downtown Albuquerque.
            </p>
          ) : location.status === 'unavailable' ? (
            <p className="field-hint">Your location is not available right now.</p>
          ) : null}
        </div>
      </div>
      <p className="nearby__summary" role="status" aria-live="polite">
        {status === 'loading' || status === 'idle'
          ? `Searching for ${what} within ${radiusLabel(filters.radiusKm)} of ${around}…`
          : status === 'succeeded' && results
            ? `${results.items.length} ${results.items.length === 1 ? what.replace(/s$/, '') : what} within ${radiusLabel(query.radiusKm)} of ${around}.`
            : ''}
      </p>
      {status === 'failed' && error ? (
        <Notice tone="error">
          <p>We could not search right now. {callErrorMessage(error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => run(center, filters)}
          >
            Try again
          </button>
        </Notice>
      ) : null}
      {results === null && (status === 'loading' || status === 'idle') ? (
        <Loading label="Searching…" />
      ) : null}
      {results && results.items.length === 0 ? (
        <EmptyState title={`No ${what} in this area yet.`}>
          <p>
            Try a larger radius or another{' '}
            {filters.kind === 'events' ? 'date or cause' : 'kind of business'}.
          </p>
        </EmptyState>
      ) : null}
      {results && results.items.length > 0 ? (
        <div className="nearby__layout" aria-busy={status === 'loading' || undefined}>
          <NearbyResultsList results={results} />
          <NearbyMap center={query.center} radiusKm={query.radiusKm} results={results} />
        </div>
      ) : null}
    </div>
  );
}
