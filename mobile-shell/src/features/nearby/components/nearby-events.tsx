import { useAppDispatch, useAppSelector, useMyLocation } from '@fundax/client';
import { type NearbyQuery, searchNearby, selectNearby } from '@fundax/client/nearby/nearby-slice';
import { LocateButton, Loading, Notice } from '@fundax/client/ui';
import {
  DEFAULT_CENTER,
  DEFAULT_RADIUS_KM,
  callErrorMessage,
  formatCardWhen,
  formatDistance,
} from '@fundax/core';
import { useEffect } from 'react';

import { webUrl } from '../../../utils/web-url';

/** How many of the nearest events the phone shows. */
export const NEARBY_SHOWN = 8;

/** The search the list shows: around the shared position, or downtown Albuquerque. */
export function nearbyQuery(position: readonly [number, number] | null): NearbyQuery {
  const [lat, lng] = position ?? DEFAULT_CENTER;
  return { kind: 'events', center: [lat, lng], radiusKm: DEFAULT_RADIUS_KM };
}

/**
 * Upcoming public events near the person (the position they shared, kept in the session), or
 * near downtown Albuquerque until they share one; nearest first.
 */
export function NearbyEvents() {
  const dispatch = useAppDispatch();
  const { position, status: locating, locate } = useMyLocation();
  const [lat, lng] = position ?? DEFAULT_CENTER;
  const { status, results, error } = useAppSelector(selectNearby);
  // The same search already asked for (at start-up, see main.tsx) is not sent again.
  useEffect(() => {
    void dispatch(searchNearby(nearbyQuery([lat, lng])));
  }, [dispatch, lat, lng]);
  const events = results?.kind === 'events' ? results.items.slice(0, NEARBY_SHOWN) : [];
  return (
    <section aria-labelledby="nearby-heading" className="stack">
      <h2 id="nearby-heading">{position ? 'Events near you' : 'Events near Albuquerque'}</h2>
      <p>
        <LocateButton status={locating} onLocate={locate} />
      </p>
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
      {status === 'failed' && error ? (
        <Notice tone="error">
          <p>We could not search for events. {callErrorMessage(error)}</p>
        </Notice>
      ) : null}
      {status === 'loading' && events.length === 0 ? <Loading label="Finding events…" /> : null}
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
