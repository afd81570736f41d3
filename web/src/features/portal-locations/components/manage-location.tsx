import { updateVenueThunk, useThunk } from '@fundax/client';
import { ListingBadge, Notice } from '@fundax/client/ui';
import { type ListingState, listingState } from '@fundax/core';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { ReviewNote } from '../../../components/portal/review-note';
import type { PortalVenue } from '../api/portal-venue';
import { fieldsForReview, toUpdateVenueInput, venueFormFrom } from '../api/venue-form';
import { RemoveLocation } from './remove-location';
import { VenueForm } from './venue-form';

/**
 * The states a location can be in: venues are never cancelled, expired or hidden with a venue,
 * and have no proposal to accept (only removed or reviewed).
 */
type VenueState = Extract<ListingState, 'pending' | 'approved' | 'rejected' | 'removed'>;

/** What each state means for a location. */
const STATE_NOTES: Record<VenueState, string> = {
  pending: 'A Fundax admin reviews new locations before they appear on the map.',
  approved: 'The location is public: it shows on the map and your partner page.',
  rejected: 'Edit the location to address the reason below, or contact support.',
  removed: 'This location is removed: it is hidden from the public and takes no new events.',
};

/** One of the partner's venues: its review state, the edit form (updateVenue) and removal. */
export function ManageLocation({ venue, tiles }: { venue: PortalVenue; tiles: string | null }) {
  const update = useThunk(updateVenueThunk);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState<'saved' | 'nothing' | null>(null);
  // What the last save sent to review (an approved venue's name, address, location, website).
  const [inReview, setInReview] = useState<string[]>([]);
  // A venue has only `approved` and `disabled`, so listingState says one of these of it.
  const state = listingState(venue.status) as VenueState;
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
                {state === 'approved' ? <ReviewedChangesNote /> : null}
                {saved === 'saved' && inReview.length === 0 ? (
                  <Notice tone="success">
                    <p>Your changes are saved. Events here show the new details.</p>
                  </Notice>
                ) : null}
                {saved === 'saved' && inReview.length > 0 ? (
                  <Notice tone="success">
                    <p>
                      Sent for review: the new {listOf(inReview)}. The public sees the approved
                      details until a Fundax admin approves them; anything else you changed is
                      saved.
                    </p>
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
              // On success the slice marks the venue out of date: the page reads it again.
              const outcome = await update.run(input);
              if (!outcome.ok) return outcome.error;
              setInReview(state === 'approved' ? fieldsForReview(input) : []);
              setSaved('saved');
              return null;
            }}
          />
          <RemoveLocation venue={venue} />
        </>
      )}
    </div>
  );
}

/** What an approved venue's edit does: some fields wait for review, the rest apply at once. */
function ReviewedChangesNote() {
  return (
    <Notice>
      <p>
        This location is approved. A new name, address, map location or website goes to a Fundax
        admin for review, and the public keeps seeing the approved ones until then. The photo, kind
        of business, description and phone change at once.
      </p>
    </Notice>
  );
}

/** "address and map location", "name, address and website". */
function listOf(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
