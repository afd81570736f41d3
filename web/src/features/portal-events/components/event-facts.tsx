import { GoalProgress, ListingBadge } from '@fundax/client/ui';
import { CAUSE_LABELS, type ListingState, formatEventWhen } from '@fundax/core';
import { Link } from '@fundax/client';

import { ReviewNote } from '../../../components/portal/review-note';
import { type PortalEvent, eventState, eventStateReason } from '../../../utils/portal-event';
import { eventPath } from '../../../utils/public-paths';

const STATE_NOTES: Record<ListingState, string> = {
  awaiting:
    'The other side of the event has not accepted it yet. It goes to a Fundax admin once they do.',
  declined:
    'The other side declined this proposal (the reason is below). Change the dates or terms to ask them again, or cancel it.',
  pending: 'Both sides agree. A Fundax admin reviews new events before they go public.',
  approved: 'The event is public: people find it on the map and on its own page.',
  rejected: 'Edit the event to address the reason below; the edit sends it back to review.',
  expired: 'Nobody reviewed the event before it started, so it expired and was never public.',
  cancelled: 'The event is hidden from the public and kept here for your records.',
  hidden:
    'Its venue is no longer listed, so the event is hidden from the public until the venue is approved again.',
  removed: 'The event is hidden from the public.',
};

/** The label of a state's reason, when it has one. */
const REASON_LABELS: Partial<Record<ListingState, string>> = {
  declined: 'Reason for declining',
  rejected: 'Reason',
  expired: 'Why',
  cancelled: 'Cancelled',
  hidden: 'Why',
  approved: 'Reviewer’s note',
};

/** What an event is, where it stands (review, agreement, what hides it) and what it raised. */
export function EventFacts({ event }: { event: PortalEvent }) {
  const state = eventState(event);
  const label = REASON_LABELS[state];
  return (
    <section className="card" aria-labelledby="event-facts-heading">
      <h2 id="event-facts-heading">Details</h2>
      <p className="portal-item__meta">
        <ListingBadge state={state} />
        <span className="muted">{STATE_NOTES[state]}</span>
      </p>
      {label ? <ReviewNote label={label} reason={eventStateReason(event)} /> : null}
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
            {event.partnerSharePercent !== null ? (
              <>
                <br />
                <span className="muted">Partner share: {event.partnerSharePercent}% of sales</span>
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
