import { useAppDispatch, useAppSelector } from '@fundax/client';
import { searchNearby, selectNearby } from '@fundax/client/nearby/nearby-slice';
import { DEFAULT_RADIUS_KM, callErrorMessage } from '@fundax/core';
import { useEffect } from 'react';

import { formatDistance, formatWhen, webUrl } from '../../../utils/format';
import { usePosition } from '../hooks/use-position';

/** How many of the nearest events the phone shows. */
export const NEARBY_SHOWN = 8;

/** Upcoming public events near the person (or near Albuquerque), nearest first. */
export function NearbyEvents() {
  const dispatch = useAppDispatch();
  const { center, shared, status: locating, locate } = usePosition();
  const [lat, lng] = center;
  const { status, results, error } = useAppSelector(selectNearby);
  useEffect(() => {
    void dispatch(
      searchNearby({ kind: 'events', center: [lat, lng], radiusKm: DEFAULT_RADIUS_KM }),
    );
  }, [dispatch, lat, lng]);
  const events = results?.kind === 'events' ? results.items.slice(0, NEARBY_SHOWN) : [];
  return (
    <section aria-labelledby="nearby-heading" className="stack">
      <h2 id="nearby-heading">{shared ? 'Events near you' : 'Events near Albuquerque'}</h2>
      <p>
        <button
          type="button"
          className="button button--quiet"
          onClick={locate}
          disabled={locating === 'locating'}
        >
          {locating === 'locating' ? 'Finding you…' : 'Use my location'}
        </button>
      </p>
      {locating === 'denied' ? (
        <p className="notice" role="status">
          Location is turned off for this site, so these are events near Albuquerque.
        </p>
      ) : null}
      {locating === 'unavailable' ? (
        <p className="notice" role="status">
          This phone could not tell where it is, so these are events near Albuquerque.
        </p>
      ) : null}
      {status === 'failed' && error ? (
        <p className="notice notice--error" role="alert">
          We could not search for events. {callErrorMessage(error)}
        </p>
      ) : null}
      {status === 'loading' && events.length === 0 ? (
        <p role="status" className="muted">
          <span className="spinner" aria-hidden="true" /> Finding events…
        </p>
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
                <span>{formatWhen(event.eventStart)}</span>
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
