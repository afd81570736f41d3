import { lazyPart, selectPosition, useAppSelector, useMyLocation } from '@fundax/client';
import type { NearbyQuery } from '@fundax/client/nearby/nearby-slice';
import type { AddressLookup as AddressLookupType } from '@fundax/client/places/address-lookup';
import { CallFailureNotice, Loading, LocateButton } from '@fundax/client/ui';
import { type GeocodeCandidate, radiusLabel } from '@fundax/core';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import { useNearby } from '../hooks/use-nearby';
import { dateWindow } from '../utils/date-window';
import { NearbyControls, type NearbyFilters } from './nearby-controls';
import { NearbyMap } from './nearby-map';
import { NearbyResultsList } from './nearby-results';
import './nearby.css';

// The address lookup (its field, its geocoding call, its answers) loads when someone reaches for
// it, as in the mobile shell: without it home's first route meets its 110 KB gz goal
// (docs/performance.md). Pointing at or focusing the button starts the load before the click.
// One load, shared by both: a load that fails (the connection dropped) says so in place of the
// lookup (`lazyPart`).
let addressLookupModule: Promise<{ AddressLookup: typeof AddressLookupType }> | null = null;
const loadAddressLookup = () =>
  (addressLookupModule ??= import('@fundax/client/places/address-lookup'));
const AddressLookup = lazyPart(
  async () => (await loadAddressLookup()).AddressLookup,
  'the address search',
);
const preloadAddressLookup = () => void loadAddressLookup().catch(() => undefined);

/** Where the search is centred: the default, the visitor's position, or a place they looked up. */
type Origin = { kind: 'default' } | { kind: 'device' } | { kind: 'place'; place: GeocodeCandidate };

function originName(origin: Origin): string {
  if (origin.kind === 'place') return origin.place.label;
  return origin.kind === 'device' ? 'your location' : 'downtown Albuquerque';
}

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
 * location or look up an address or ZIP code, as a list and a map, with radius, cause or kind,
 * and date filters (docs/product.md §7.3).
 */
export function NearbySearch({ allowVenues = true }: { allowVenues?: boolean }) {
  const { query, status, results, error, search } = useNearby();
  const sharedPosition = useAppSelector(selectPosition);
  const [center, setCenter] = useState<[number, number]>(sharedPosition ?? query.center);
  const [origin, setOrigin] = useState<Origin>({ kind: sharedPosition ? 'device' : 'default' });
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
      setOrigin({ kind: 'device' });
      run(position, filters);
    },
    [filters, run],
  );
  const location = useMyLocation(onPosition);
  const [askingAddress, setAskingAddress] = useState(false);
  // Kept here, so closing the lookup and opening it again keeps what was typed.
  const [address, setAddress] = useState('');
  const addressId = useId();
  const onPlace = (place: GeocodeCandidate) => {
    setCenter(place.location);
    setOrigin({ kind: 'place', place });
    run(place.location, filters);
  };
  const onFilters = (next: NearbyFilters) => {
    setFilters(next);
    run(center, next);
  };
  const around = originName(origin);
  const what = filters.kind === 'events' ? 'upcoming events' : 'partner businesses';

  return (
    <div className="nearby">
      <div className="nearby__where">
        <p className="nearby__origin cluster">
          <LocateButton status={location.status} onLocate={location.locate} />
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={askingAddress}
            aria-controls={addressId}
            onPointerEnter={preloadAddressLookup}
            onFocus={preloadAddressLookup}
            onClick={() => setAskingAddress((open) => !open)}
          >
            Search near an address
          </button>
        </p>
        <div id={addressId}>
          {askingAddress ? (
            <Suspense fallback={<Loading label="Opening the address search…" />}>
              <AddressLookup
                label="Near an address or ZIP"
                hint="A street address, a ZIP code or a town in New Mexico."
                focusOnMount
                value={address}
                onValueChange={setAddress}
                selected={origin.kind === 'place' ? origin.place : null}
                onPlace={onPlace}
              />
            </Suspense>
          ) : null}
        </div>
        {location.status === 'denied' ? (
          <p className="field-hint">
            Location is blocked for this site, so we search around {around}.
          </p>
        ) : location.status === 'unavailable' ? (
          <p className="field-hint">Your location is not available right now.</p>
        ) : null}
      </div>
      <div className="nearby__bar">
        <NearbyControls filters={filters} onChange={onFilters} allowVenues={allowVenues} />
      </div>
      <p className="nearby__summary" role="status" aria-live="polite">
        {status === 'loading' || status === 'idle'
          ? `Searching for ${what} within ${radiusLabel(filters.radiusKm)} of ${around}…`
          : status === 'succeeded' && results
            ? `${results.items.length} ${results.items.length === 1 ? what.replace(/s$/, '') : what} within ${radiusLabel(query.radiusKm)} of ${around}.`
            : ''}
      </p>
      {status === 'failed' && error ? (
        <div className="nearby__failure">
          <CallFailureNotice error={error} prefix="We could not search right now." />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => run(center, filters)}
          >
            Try again
          </button>
        </div>
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
