import { LoadError, Loading, Page } from '@fundax/client/ui';
import { type PublicVenue, profileName, publicVenueSchema } from '@fundax/core';
import { Link } from '@fundax/client';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state';
import { EventList } from '../../features/events/components/event-list';
import { useEventList } from '../../features/events/hooks/use-event';
import { PartnerAbout } from '../../features/partners/components/partner-about';
import { VenueCard } from '../../features/partners/components/venue-card';
import { VenueDetails } from '../../features/partners/components/venue-details';
import { usePartner } from '../../features/partners/hooks/use-partners';
import { partnerPath } from '../../utils/public-paths';
import '../../components/ui/blocks.css';

/**
 * /partner/{id}: {id} is the partner's uid. A venue is chosen with ?venue=<venue id>; a link
 * from a venue list (e.g. the nearby map) also passes the venue itself as navigation state
 * (`state.venue`, a PublicVenue), which renders at once while the rest loads.
 */
function venueFromState(state: unknown): PublicVenue | null {
  const venue = (state as { venue?: unknown } | null)?.venue;
  const parsed = publicVenueSchema.safeParse(venue);
  return parsed.success ? parsed.data : null;
}

function UpcomingEvents({ partnerId }: { partnerId: string }) {
  const { entry, retry } = useEventList(`partner:${partnerId}`);
  return (
    <section aria-labelledby="partner-events" className="section-block">
      <h2 id="partner-events">Upcoming give-back events</h2>
      {entry?.data ? (
        <EventList
          events={entry.data}
          emptyTitle="No upcoming events here yet."
          emptyHint={
            <p>
              Raising money for a cause? <Link to="/fundraising/new">Propose an event</Link> at this
              business.
            </p>
          }
        />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the events" onRetry={retry} />
      ) : (
        <Loading label="Loading events…" />
      )}
    </section>
  );
}

export function Component() {
  const id = useParams().id ?? '';
  const location = useLocation();
  const [search] = useSearchParams();
  const stateVenue = venueFromState(location.state);
  const { partner, venues, retry } = usePartner(id);

  // A venue handed over under its own id instead of its partner's: go to the canonical address.
  if (stateVenue && stateVenue.id === id && stateVenue.ownerId !== id) {
    return (
      <Navigate
        to={partnerPath(stateVenue.ownerId, stateVenue.id)}
        state={{ venue: stateVenue }}
        replace
      />
    );
  }

  const wantedVenueId = search.get('venue') ?? stateVenue?.id ?? null;
  const venue =
    venues?.data?.find((candidate) => candidate.id === wantedVenueId) ??
    (stateVenue && stateVenue.ownerId === id && stateVenue.id === wantedVenueId
      ? stateVenue
      : null);
  const profile = partner?.data ?? null;
  const name = profile ? profileName(profile) : null;

  if (partner?.status === 'succeeded' && !profile && !venue) {
    return (
      <Page
        title="Business not found"
        lede="There is no partner business at this address. The link may be mistyped, or the business may have left Fundax."
      >
        <p>
          <Link to="/partners">See all partner businesses</Link> or{' '}
          <Link to="/businesses">browse the local business directory</Link>.
        </p>
      </Page>
    );
  }
  const failure =
    (partner?.status === 'failed' && partner.error) ||
    (venues?.status === 'failed' && venues.error);
  if (!venue && !profile) {
    return (
      <Page title="Partner business">
        {failure ? (
          <LoadError error={failure} what="this business" onRetry={retry} />
        ) : (
          <Loading label="Loading the business…" />
        )}
      </Page>
    );
  }

  const otherVenues = (venues?.data ?? []).filter((candidate) => candidate.id !== venue?.id);
  return (
    <Page
      title={venue?.name ?? name ?? 'Partner business'}
      lede={
        venue
          ? venue.address
          : profile?.bio ||
            `A Fundax partner business${profile?.city ? ` in ${profile.city}` : ''}.`
      }
      image={venue?.imageUrl}
    >
      {venue ? <VenueDetails venue={venue} partnerName={name} /> : null}
      {failure ? (
        <LoadError error={failure} what="everything about this business" onRetry={retry} />
      ) : null}
      <UpcomingEvents partnerId={id} />
      <section aria-labelledby="partner-venues" className="section-block">
        <h2 id="partner-venues">{venue ? 'Other locations' : 'Locations'}</h2>
        {venues?.data ? (
          otherVenues.length > 0 ? (
            <ul className="grid plain-list">
              {otherVenues.map((other) => (
                <li key={other.id}>
                  <VenueCard venue={other} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={venue ? 'This is their only location on Fundax.' : 'No public locations yet.'}
            />
          )
        ) : venues?.status === 'failed' ? null : (
          <Loading label="Loading locations…" />
        )}
      </section>
      {profile ? (
        <PartnerAbout partner={profile} />
      ) : partner?.status === 'loading' ? (
        <Loading label="Loading the business…" />
      ) : null}
    </Page>
  );
}
