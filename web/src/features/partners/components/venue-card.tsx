import { type PublicVenue, VENUE_LABELS } from '@fundax/core';
import { Link } from '@fundax/client';

import { ListingImage } from '../../../components/ui/listing-image';
import { partnerPath } from '../../../utils/public-paths';
import '../../../components/ui/blocks.css';
import './partners.css';

/** A venue in a list. `linked` makes its name a link to the venue's page. */
export function VenueCard({
  venue,
  headingLevel = 3,
  linked = true,
}: {
  venue: PublicVenue;
  headingLevel?: 2 | 3 | 4;
  linked?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card venue-card">
      <ListingImage image={venue.image} sizes="(min-width: 40rem) 20rem, 100vw" />
      <p>
        <span className="badge">{VENUE_LABELS[venue.category]}</span>
      </p>
      <Heading className="venue-card__title">
        {linked ? (
          <Link to={partnerPath(venue.ownerId, venue.id)} state={{ venue }}>
            {venue.name}
          </Link>
        ) : (
          venue.name
        )}
      </Heading>
      <p className="muted">{venue.address}</p>
      {venue.description ? <p>{venue.description}</p> : null}
    </article>
  );
}
