import { updateVenueThunk, useThunk } from '@fundax/client';
import { ListingBadge, Loaded, Notice, Page } from '@fundax/client/ui';
import { type ListingState, listingState } from '@fundax/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import type { PortalVenue } from '../api/portal-views';
import { toUpdateVenueInput, venueFormFrom } from '../api/venue-form';
import { usePortalVenue, useRefreshPortal } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { PartnersOnly } from './partners-only';
import { RemoveLocation } from './remove-location';
import { ReviewNote } from './review-note';
import { VenueForm } from './venue-form';

/** /portal/locations/{id}: one of the partner's venues, to edit or remove. */
export function LocationPage({ id, tiles }: { id: string; tiles: string | null }) {
  const { role } = usePortalUser();
  const { entry, retry } = usePortalVenue(id);
  const venue = entry?.data;
  return (
    <Page
      title={
        venue?.name ?? (entry?.status === 'succeeded' ? 'Location not found' : 'Your location')
      }
    >
      <p>
        <Link to="/portal/locations">← All your locations</Link>
      </p>
      <PartnersOnly role={role}>
        <Loaded entry={entry} what="this location" retry={retry}>
          {(found) =>
            found ? (
              <ManageLocation venue={found} tiles={tiles} reload={retry} />
            ) : (
              <EmptyState title="There is no location of yours at this address">
                <p>
                  See <Link to="/portal/locations">your locations</Link>.
                </p>
              </EmptyState>
            )
          }
        </Loaded>
      </PartnersOnly>
    </Page>
  );
}

/** What each state means for a location (venues are never cancelled, only removed). */
const STATE_NOTES: Record<Exclude<ListingState, 'cancelled'>, string> = {
  pending: 'A Fundax admin reviews new locations before they appear on the map.',
  approved: 'The location is public: it shows on the map and your partner page.',
  rejected: 'Edit the location to address the reason below, or contact support.',
  removed: 'This location is removed: it is hidden from the public and takes no new events.',
};

function ManageLocation({
  venue,
  tiles,
  reload,
}: {
  venue: PortalVenue;
  tiles: string | null;
  reload: () => void;
}) {
  const update = useThunk(updateVenueThunk);
  const refresh = useRefreshPortal();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState<'saved' | 'nothing' | null>(null);
  // A venue has no `cancelled`, so listingState never says it of one.
  const state = listingState(venue.status) as Exclude<ListingState, 'cancelled'>;
  const changed = () => {
    reload();
    refresh('venues', 'venueOptions');
  };
  return (
    <div className="stack">
      {created ? (
        <Notice tone="success">
          <p>Your location is added and waits for review. You can already create events there.</p>
        </Notice>
      ) : null}
      <p className="portal-item__meta">
        <ListingBadge state={state} />
        <span className="muted">{STATE_NOTES[state]}</span>
      </p>
      {state === 'rejected' ? <ReviewNote label="Reason" reason={venue.status.reason} /> : null}
      {state === 'removed' ? null : (
        <>
          <VenueForm
            heading="Edit the location"
            defaults={venueFormFrom(venue)}
            tiles={tiles}
            pending={update.pending}
            error={update.status === 'failed' ? update.error : null}
            failure="Your changes were not saved."
            submitLabel="Save changes"
            pendingLabel="Saving your changes…"
            notice={
              <>
                {saved === 'saved' ? (
                  <Notice tone="success">
                    <p>Your changes are saved. Events here show the new details.</p>
                  </Notice>
                ) : null}
                {saved === 'nothing' ? (
                  <Notice>
                    <p>Nothing changed, so there was nothing to save.</p>
                  </Notice>
                ) : null}
              </>
            }
            onSubmit={async (values) => {
              const input = toUpdateVenueInput(venue, values);
              if (Object.keys(input).length === 1) {
                setSaved('nothing');
                return null;
              }
              setSaved(null);
              const outcome = await update.run(input);
              if (!outcome.ok) return outcome.error;
              setSaved('saved');
              changed();
              return null;
            }}
          />
          <RemoveLocation venue={venue} onRemoved={changed} />
        </>
      )}
    </div>
  );
}
