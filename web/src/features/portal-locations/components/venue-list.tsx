import { ListingBadge, Loaded } from '@fundax/client/ui';
import { VENUE_LABELS, listingState } from '@fundax/core';
import { Link } from '@fundax/client';

import { ReviewNote } from '../../../components/portal/review-note';
import { EmptyState } from '../../../components/ui/empty-state';
import { portalLocationPath } from '../../../utils/portal-paths';
import type { PortalVenue } from '../api/portal-venue';
import { useOwnVenues } from '../hooks/use-own-venues';

/** The partner's venues in every state, each with its review state and reason. */
export function VenueList() {
  const { entry, retry } = useOwnVenues();
  return (
    <Loaded entry={entry} what="your locations" retry={retry}>
      {(venues) =>
        venues.length === 0 ? (
          <EmptyState title="No locations yet">
            <p>
              <Link to="/portal/locations/add">Add your first location</Link> to start hosting
              events.
            </p>
          </EmptyState>
        ) : (
          <ul className="portal-list" aria-label="Your locations">
            {venues.map((venue) => (
              <li key={venue.id}>
                <VenueSummary venue={venue} />
              </li>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

function VenueSummary({ venue }: { venue: PortalVenue }) {
  const state = listingState(venue.status);
  return (
    <article className="card portal-item">
      <p className="portal-item__meta">
        <ListingBadge state={state} />
        <span className="muted">{VENUE_LABELS[venue.category]}</span>
      </p>
      {/* h2: the list sits right under the page's h1 (Lighthouse's heading-order audit). */}
      <h2 className="portal-item__title">
        <Link to={portalLocationPath(venue.id)}>{venue.name}</Link>
      </h2>
      <p>{venue.address}</p>
      {state === 'rejected' ? <ReviewNote label="Reason" reason={venue.status.reason} /> : null}
    </article>
  );
}
