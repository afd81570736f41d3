import { memo } from 'react';
import { ListingBadge } from '@fundax/client/ui';
import { formatCardWhen } from '@fundax/core';
import { Link } from '@fundax/client';

import { ReviewNote } from '../../../components/portal/review-note';
import { type PortalEvent, eventState, eventStateReason } from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';

/** The user's part in an event, in words. */
export function roleAt(event: PortalEvent, uid: string): string {
  if (event.partnerId === uid && event.fundaxerId === uid) return 'Host and fundraiser';
  if (event.partnerId === uid) return 'At your venue';
  if (event.fundaxerId === uid) return 'For your fundraiser';
  return 'You organize it';
}

/** One of the user's events in a list: what, when, where, its review state and why. */
/** Memoised: the dashboard renders again as each read answers, and an event's card is unchanged. */
export const EventSummary = memo(function EventSummary({
  event,
  uid,
  headingLevel = 3,
}: {
  event: PortalEvent;
  uid: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const state = eventState(event);
  // Why it is not public (declined, rejected, expired, hidden) or was cancelled.
  const reason = state === 'approved' ? null : eventStateReason(event);
  return (
    <article className="card portal-item">
      <p className="portal-item__meta">
        <ListingBadge state={state} />
        <span className="muted">{roleAt(event, uid)}</span>
      </p>
      <Heading>
        <Link to={portalEventPath(event.id)}>{event.title}</Link>
      </Heading>
      <p>
        <time dateTime={event.eventStart}>{formatCardWhen(event.eventStart)}</time>
        {' · '}
        {event.venueName}
      </p>
      <ReviewNote label={state === 'cancelled' ? 'Cancelled' : 'Reason'} reason={reason} />
    </article>
  );
});

/** A list of the user's events, or what to say when there are none. */
export function EventSummaryList({
  events,
  uid,
  label,
}: {
  events: PortalEvent[];
  uid: string;
  /** Names the list for screen readers, e.g. "Upcoming events". */
  label: string;
}) {
  return (
    <ul className="portal-list" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventSummary event={event} uid={uid} />
        </li>
      ))}
    </ul>
  );
}
