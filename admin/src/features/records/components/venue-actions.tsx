import { deleteVenueThunk, reviewVenueThunk, useThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';

import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { VenueRecord } from '../../../utils/records';

/** Review a pending venue; disable one (deleteVenue keeps it, hidden, for its past events). */
export function VenueActions({
  venue,
  onDone,
}: {
  venue: VenueRecord;
  onDone: (message: string) => void;
}) {
  const disable = useThunk(deleteVenueThunk);
  return (
    <div className="stack">
      {venue._status.approved === null && !venue._status.disabled ? (
        <ReviewActions
          id={venue.id}
          name={venue.name}
          thunk={reviewVenueThunk}
          onReviewed={onDone}
        />
      ) : null}
      {!venue._status.disabled ? (
        <div className="cluster">
          <ConfirmAction
            label="Disable venue…"
            consequence={
              <p>
                “{venue.name}” will be hidden everywhere public. Its past events keep their history.
                A venue with upcoming events cannot be disabled: cancel or move them first.
              </p>
            }
            confirmLabel="Disable venue"
            pendingLabel="Disabling…"
            danger
            pending={disable.pending}
            run={() => disable.run({ id: venue.id })}
            onDone={() => onDone(`Disabled “${venue.name}”.`)}
          />
        </div>
      ) : null}
    </div>
  );
}
