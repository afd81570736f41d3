import { type PublicVenue, VENUE_LABELS } from '@fundax/core';

import { ListingImage } from '../../../components/ui/listing-image';
import '../../../components/ui/blocks.css';
import './partners.css';

/**
 * The venue a visitor came for, shown first on its partner's page. It renders from the venue
 * alone, so a venue handed over in navigation state shows before anything else has loaded.
 */
export function VenueDetails({
  venue,
  partnerName,
}: {
  venue: PublicVenue;
  partnerName: string | null;
}) {
  const directions = `https://www.openstreetmap.org/?mlat=${venue.lat}&mlon=${venue.lng}#map=17/${venue.lat}/${venue.lng}`;
  return (
    <section aria-labelledby="venue-details" className="card venue-card--selected">
      <h2 id="venue-details">About this location</h2>
      <ListingImage
        image={venue.image}
        imageUrl={venue.imageUrl}
        sizes="(min-width: 60rem) 40rem, 100vw"
        priority
      />
      <dl className="venue-facts">
        <dt>Type</dt>
        <dd>{VENUE_LABELS[venue.category]}</dd>
        <dt>Address</dt>
        <dd>
          {venue.address}
          <br />
          <a href={directions} rel="noopener noreferrer" target="_blank">
            Map and directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
        {venue.website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={venue.website} rel="noopener noreferrer">
                {new URL(venue.website).hostname}
              </a>
            </dd>
          </>
        ) : null}
        {partnerName ? (
          <>
            <dt>Run by</dt>
            <dd>{partnerName}</dd>
          </>
        ) : null}
      </dl>
      {venue.description ? <p>{venue.description}</p> : null}
    </section>
  );
}
