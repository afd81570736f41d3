import { Link, reviewEventThunk, setSpecialEventThunk, useThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';
import { hasEnded } from '@fundax/core';
import { useState } from 'react';

import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { EventRecord } from '../../../utils/records';
import { CancelEventForm } from './cancel-event-form';

/** What an admin can do with an event in its current state. */
export function EventActions({
  event,
  onDone,
}: {
  event: EventRecord;
  onDone: (message: string) => void;
}) {
  const feature = useThunk(setSpecialEventThunk);
  // The time the page was opened decides what the buttons offer; the server checks again.
  const [openedAt] = useState(() => new Date());
  const ended = hasEnded(event, openedAt);
  const { approved, cancelled } = event._status;
  const live = approved === true && !cancelled && !ended;
  return (
    <div className="stack">
      {approved === null && !cancelled ? (
        <ReviewActions
          id={event.id}
          name={event.title}
          thunk={reviewEventThunk}
          onReviewed={onDone}
        />
      ) : null}
      <div className="cluster">
        {live ? (
          <ConfirmAction
            label={event.special ? 'Stop featuring…' : 'Feature as special…'}
            consequence={
              event.special
                ? 'The event leaves the public special-events page.'
                : 'The event appears on the public special-events page until it ends.'
            }
            confirmLabel={event.special ? 'Stop featuring' : 'Feature event'}
            pendingLabel="Saving…"
            pending={feature.pending}
            run={() => feature.run({ id: event.id, special: !event.special })}
            onDone={() =>
              onDone(event.special ? 'The event is no longer featured.' : 'The event is featured.')
            }
          />
        ) : null}
        {!cancelled && !ended ? (
          <CancelEventForm id={event.id} title={event.title} onDone={onDone} />
        ) : null}
        {ended ? (
          <Link
            className="button button--secondary button--small"
            to={`/auth/accounting?event=${encodeURIComponent(event.id)}`}
          >
            Payouts and ledger
          </Link>
        ) : null}
      </div>
    </div>
  );
}
