import { GoalProgress, ListingBadge } from '@fundax/client/ui';
import { CAUSE_LABELS, formatEventWhen, listingState } from '@fundax/core';
import { Link } from 'react-router';

import { ReviewNote } from '../../../components/portal/review-note';
import type { PortalEvent } from '../../../utils/portal-event';
import { eventPath } from '../../../utils/public-paths';

const STATE_NOTES = {
  pending: 'A Fundax admin reviews new events and changed dates or terms before they go public.',
  approved: 'The event is public: people find it on the map and on its own page.',
  rejected: 'Edit the event to address the reason below; the edit sends it back to review.',
  cancelled: 'The event is hidden from the public and kept here for your records.',
  removed: 'The event is hidden from the public.',
} as const;

/** What an event is, where it stands in review, and what it raised. */
export function EventFacts({ event }: { event: PortalEvent }) {
  const state = listingState(event.status);
  return (
    <section className="card" aria-labelledby="event-facts-heading">
      <h2 id="event-facts-heading">Details</h2>
      <p className="portal-item__meta">
        <ListingBadge state={state} />
        <span className="muted">{STATE_NOTES[state]}</span>
      </p>
      <ReviewNote
        label={state === 'rejected' ? 'Reason' : 'Reviewer’s note'}
        reason={state === 'rejected' || state === 'approved' ? event.status.reason : null}
      />
      {state === 'cancelled' ? (
        <ReviewNote label="Cancelled" reason={event.status.cancelReason} />
      ) : null}
      <dl className="portal-facts">
        <div>
          <dt>When</dt>
          <dd>{formatEventWhen(event.eventStart, event.eventEnd)}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {event.venueName}
            <br />
            <span className="muted">{event.venueAddress}</span>
          </dd>
        </div>
        <div>
          <dt>Cause</dt>
          <dd>{CAUSE_LABELS[event.category]}</dd>
        </div>
        <div>
          <dt>Fundaxer</dt>
          <dd>{event.fundaxerName ?? 'None: a community event'}</dd>
        </div>
        <div>
          <dt>Give-back</dt>
          <dd>
            {event.givebackPercent}% to the cause
            {event.givebackTerms ? (
              <>
                <br />
                <span className="muted">Terms: {event.givebackTerms}</span>
              </>
            ) : null}
            {event.givebackExclusions ? (
              <>
                <br />
                <span className="muted">Excludes: {event.givebackExclusions}</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <GoalProgress
        raisedCents={event.raisedCents}
        goalCents={event.goalCents}
        label="Raised at this event"
      />
      {state === 'approved' ? (
        <p>
          <Link to={eventPath(event.id)}>See the public page</Link>
        </p>
      ) : null}
    </section>
  );
}
