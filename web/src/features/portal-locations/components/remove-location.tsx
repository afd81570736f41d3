import { deleteVenueThunk, Link, useThunk } from '@fundax/client';
import { CallFailureNotice, Notice } from '@fundax/client/ui';
import { useState } from 'react';

import type { PortalVenue } from '../api/portal-venue';

/**
 * deleteVenue behind a confirm step. Past events keep their history, so the venue is hidden,
 * not erased; while it has upcoming events the server refuses (failed-precondition, with how
 * many), and the message says to cancel them first.
 */
export function RemoveLocation({ venue }: { venue: PortalVenue }) {
  const remove = useThunk(deleteVenueThunk);
  const [confirming, setConfirming] = useState(false);
  const refusedForEvents =
    remove.status === 'failed' && remove.error.code === 'failed-precondition';
  return (
    <section className="card" aria-labelledby="remove-location-heading">
      <h2 id="remove-location-heading">Remove this location</h2>
      <p className="muted">
        A removed location disappears from the map and the partner pages. Its past events stay in
        your history. A location with upcoming events cannot be removed: cancel or move them first.
      </p>
      <CallFailureNotice
        error={remove.status === 'failed' ? remove.error : null}
        prefix="The location was not removed."
      />
      {refusedForEvents ? (
        <Notice>
          <p>
            Upcoming events are still planned here. Cancel them from{' '}
            <Link to="/portal/events">your events</Link>, then remove the location.
          </p>
        </Notice>
      ) : null}
      {confirming ? (
        <div className="portal-actions" role="group" aria-label="Confirm removing the location">
          <button
            type="button"
            className="button button--accent"
            disabled={remove.pending}
            aria-busy={remove.pending || undefined}
            // On success the slice marks the venue out of date: the page shows it removed.
            onClick={() => void remove.run({ id: venue.id })}
          >
            {remove.pending ? (
              <>
                <span className="spinner" aria-hidden="true" /> Removing…
              </>
            ) : (
              `Remove ${venue.name}`
            )}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.pending}
            onClick={() => setConfirming(false)}
          >
            Keep it
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          Remove this location…
        </button>
      )}
    </section>
  );
}
