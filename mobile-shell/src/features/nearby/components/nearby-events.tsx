import { lazyPart, useAppDispatch, useAppSelector, useMyLocation, useOnline } from '@fundax/client';
import { type NearbyQuery, searchNearby, selectNearby } from '@fundax/client/nearby/nearby-slice';
import { LocateButton, Loading, Notice } from '@fundax/client/ui';
import {
  DEFAULT_CENTER,
  DEFAULT_RADIUS_KM,
  type GeocodeCandidate,
  callErrorMessage,
  formatCardWhen,
  formatDistance,
} from '@fundax/core';
import { Suspense, useEffect, useState } from 'react';

import { webUrl } from '../../../utils/web-url';

// The address lookup (and its geocoding contract) loads only when someone asks for it, so the
// phone's first load stays as small as it was.
const AddressLookup = lazyPart(
  async () => (await import('@fundax/client/places/address-lookup')).AddressLookup,
  'the address search',
);

/** How many of the nearest events the phone shows. */
export const NEARBY_SHOWN = 8;

/** The search the list shows: around the shared position, or downtown Albuquerque. */
export function nearbyQuery(position: readonly [number, number] | null): NearbyQuery {
  const [lat, lng] = position ?? DEFAULT_CENTER;
  return { kind: 'events', center: [lat, lng], radiusKm: DEFAULT_RADIUS_KM };
}

/**
 * Upcoming public events near the person: around an address or ZIP code they looked up, the
 * position they shared (kept in the session), or downtown Albuquerque; nearest first. Offline
 * it does not search (the results found earlier stay) and says that it needs a connection.
 */
export function NearbyEvents() {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const { position, status: locating, locate } = useMyLocation();
  const [place, setPlace] = useState<GeocodeCandidate | null>(null);
  const [askingAddress, setAskingAddress] = useState(false);
  const [lat, lng] = place?.location ?? position ?? DEFAULT_CENTER;
  const { status, results, error } = useAppSelector(selectNearby);
  // The same search already asked for (at start-up, see main.tsx) is not sent again.
  useEffect(() => {
    if (!online) return;
    void dispatch(searchNearby(nearbyQuery([lat, lng])));
  }, [dispatch, lat, lng, online]);
  const events = results?.kind === 'events' ? results.items.slice(0, NEARBY_SHOWN) : [];
  return (
    <section aria-labelledby="nearby-heading" className="stack">
      <h2 id="nearby-heading">
        {place
          ? `Events near ${place.label}`
          : position
            ? 'Events near you'
            : 'Events near Albuquerque'}
      </h2>
      {online ? null : (
        <p className="offline-note">
          You are offline: finding events nearby needs a connection.
          {events.length > 0 ? ' These are the ones found earlier.' : ''}
        </p>
      )}
      <p className="cluster">
        <LocateButton
          status={locating}
          onLocate={() => {
            setPlace(null);
            locate();
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={askingAddress}
          aria-controls="nearby-address"
          onClick={() => setAskingAddress((open) => !open)}
        >
          Search near an address
        </button>
      </p>
      <div id="nearby-address">
        {askingAddress ? (
          <Suspense fallback={<Loading label="Opening the address search…" />}>
            <AddressLookup
              label="Near an address or ZIP"
              focusOnMount
              selected={place}
              onPlace={setPlace}
            />
          </Suspense>
        ) : null}
      </div>
      {locating === 'denied' ? (
        <Notice>
          <p>Location is turned off for this site, so these are events near Albuquerque.</p>
        </Notice>
      ) : null}
      {locating === 'unavailable' ? (
        <Notice>
          <p>This phone could not tell where it is, so these are events near Albuquerque.</p>
        </Notice>
      ) : null}
      {online && status === 'failed' && error ? (
        <Notice tone="error">
          <p>We could not search for events. {callErrorMessage(error)}</p>
        </Notice>
      ) : null}
      {online && status === 'loading' && events.length === 0 ? (
        <Loading label="Finding events…" />
      ) : null}
      {status === 'succeeded' && events.length === 0 ? (
        <p className="muted">No upcoming events within {DEFAULT_RADIUS_KM} km.</p>
      ) : null}
      {events.length > 0 ? (
        <ol className="list" aria-label="Events nearby">
          {events.map((event) => {
            const href = webUrl(`/event/${encodeURIComponent(event.id)}`);
            return (
              <li key={event.id} className="card">
                <strong>{href ? <a href={href}>{event.title}</a> : event.title}</strong>
                <br />
                <span>{formatCardWhen(event.eventStart)}</span>
                <br />
                <span className="muted">
                  {event.venueName} · {formatDistance(event.distanceKm)} · {event.givebackPercent}%
                  back
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
