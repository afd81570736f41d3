import type { NearbyEvent, NearbyResults, NearbyVenue } from '@fundax/client/nearby/nearby-slice';
import { CAUSE_LABELS, VENUE_LABELS, formatCardWhen, formatDistance } from '@fundax/core';
import { Link } from '@fundax/client';

import { eventPath, partnerPath } from '../../../utils/public-paths';

/** The results as a list: the accessible, always-working half of the search (the map is extra). */
export function NearbyResultsList({ results }: { results: NearbyResults }) {
  return (
    <ol
      className="nearby-results"
      aria-label={results.kind === 'events' ? 'Events found' : 'Businesses found'}
    >
      {results.kind === 'events'
        ? results.items.map((event) => (
            <li key={event.id}>
              <EventItem event={event} />
            </li>
          ))
        : results.items.map((venue) => (
            <li key={venue.id}>
              <VenueItem venue={venue} />
            </li>
          ))}
    </ol>
  );
}

function EventItem({ event }: { event: NearbyEvent }) {
  return (
    <article className="card nearby-item">
      <p className="nearby-item__meta">
        <span className="badge">{CAUSE_LABELS[event.category]}</span>
        <span className="muted">{formatDistance(event.distanceKm)} away</span>
      </p>
      <h3 className="nearby-item__title">
        <Link to={eventPath(event.id)}>{event.title}</Link>
      </h3>
      <p>
        <time dateTime={event.eventStart}>{formatCardWhen(event.eventStart)}</time>
      </p>
      <p className="muted">
        {event.venueName} · {event.venueAddress}
      </p>
      <p>
        <strong>{event.givebackPercent}% back</strong>
        {event.fundaxerName ? ` to ${event.fundaxerName}` : ' to the community'}
      </p>
    </article>
  );
}

function VenueItem({ venue }: { venue: NearbyVenue }) {
  return (
    <article className="card nearby-item">
      <p className="nearby-item__meta">
        <span className="badge">{VENUE_LABELS[venue.category]}</span>
        <span className="muted">{formatDistance(venue.distanceKm)} away</span>
      </p>
      <h3 className="nearby-item__title">
        <Link to={partnerPath(venue.ownerId, venue.id)}>{venue.name}</Link>
      </h3>
      <p className="muted">{venue.address}</p>
      {venue.description ? <p>{venue.description}</p> : null}
    </article>
  );
}
