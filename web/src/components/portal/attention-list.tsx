import { ListingBadge } from '@fundax/client/ui';
import { formatCardWhen, listingState } from '@fundax/core';
import { Link } from 'react-router';

import type { PortalEvent, PortalVenue } from '../api/portal-views';
import { portalEventPath, portalLocationPath } from '../utils/portal-paths';
import { ReviewNote } from './review-note';

/** Events and locations waiting for review or turned down, with the reviewer's reason. */
export function AttentionList({
  events,
  venues,
}: {
  events: PortalEvent[];
  venues: PortalVenue[];
}) {
  if (events.length === 0 && venues.length === 0) {
    return <p className="muted">Nothing is waiting for review.</p>;
  }
  return (
    <ul className="portal-list" aria-label="Waiting for review or not approved">
      {events.map((event) => (
        <li key={event.id} className="portal-item">
          <p className="portal-item__meta">
            <ListingBadge state={listingState(event.status)} />
            <Link to={portalEventPath(event.id)}>{event.title}</Link>
            <span className="muted">{formatCardWhen(event.eventStart)}</span>
          </p>
          <ReviewNote
            label="Reason"
            reason={event.status.approved === false ? event.status.reason : null}
          />
        </li>
      ))}
      {venues.map((venue) => (
        <li key={venue.id} className="portal-item">
          <p className="portal-item__meta">
            <ListingBadge state={listingState(venue.status)} />
            <Link to={portalLocationPath(venue.id)}>{venue.name}</Link>
            <span className="muted">Location</span>
          </p>
          <ReviewNote
            label="Reason"
            reason={venue.status.approved === false ? venue.status.reason : null}
          />
        </li>
      ))}
    </ul>
  );
}
