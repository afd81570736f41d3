import { reviewEventThunk, reviewRevisionThunk, reviewVenueThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';
import { formatCardWhen } from '@fundax/core';
import { type ReactNode, useRef, useState } from 'react';

import { OfflineNote } from '../../../components/offline-note';
import type { ReviewQueues } from '../api/review-data';

/**
 * An admin's review queues on the phone: events agreed by both sides, venues, and changes to
 * approved listings; approve, or reject with a reason the owner reads (the kit's ReviewActions
 * on reviewEvent, reviewVenue and reviewRevision, as in the console). A reviewed item leaves
 * its list, and what happened is announced where focus moves.
 */
export function ReviewQueuesView({ data, online }: { data: ReviewQueues; online: boolean }) {
  const [announcement, setAnnouncement] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const announce = (message: string) => {
    setAnnouncement(message);
    status.current?.focus();
  };
  const total = data.events.length + data.venues.length + data.revisions.length;
  return (
    <>
      <p ref={status} role="status" tabIndex={-1} className="review__status">
        {announcement}
      </p>
      {!online && total > 0 ? <OfflineNote action="reviewing" /> : null}
      {total === 0 ? <p className="muted">Nothing is waiting for review.</p> : null}
      <Queue title="Events" count={data.events.length}>
        {data.events.map((event) => (
          <li key={event.id} className="card">
            <strong>{event.title}</strong>
            <p className="small muted">
              {formatCardWhen(event.eventStart)} · {event.venueName} · {event.givebackPercent}% back
              {event.fundaxerName ? ` for ${event.fundaxerName}` : ''}
            </p>
            <ReviewActions
              id={event.id}
              name={event.title}
              thunk={reviewEventThunk}
              onReviewed={announce}
              disabled={!online}
            />
          </li>
        ))}
      </Queue>
      <Queue title="Venues" count={data.venues.length}>
        {data.venues.map((venue) => (
          <li key={venue.id} className="card">
            <strong>{venue.name}</strong>
            <p className="small muted">
              {venue.category} · {venue.address}
            </p>
            <ReviewActions
              id={venue.id}
              name={venue.name}
              thunk={reviewVenueThunk}
              onReviewed={announce}
              disabled={!online}
            />
          </li>
        ))}
      </Queue>
      <Queue title="Changes to approved listings" count={data.revisions.length}>
        {data.revisions.map((revision) => (
          <li key={revision.id} className="card">
            <strong>{revision.title}</strong>{' '}
            <span className="muted">({revision.targetType === 'event' ? 'event' : 'venue'})</span>
            <p className="small">Changes the {revision.changes.join(', ')}.</p>
            <ReviewActions
              id={revision.id}
              name={`the change to ${revision.title}`}
              thunk={reviewRevisionThunk}
              onReviewed={announce}
              disabled={!online}
            />
          </li>
        ))}
      </Queue>
    </>
  );
}

function Queue({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <>
      <h3>
        {title} ({count})
      </h3>
      <ul className="list" aria-label={`${title} to review`}>
        {children}
      </ul>
    </>
  );
}
