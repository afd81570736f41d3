import { reviewEventThunk } from '@fundax/client';
import { CAUSE_LABELS, formatDateTime } from '@fundax/core';
import { Link } from 'react-router';

import { ReviewActions } from '../../../components/review/review-actions';
import { TableFrame } from '../../../components/ui/table-frame';
import { useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';

/** Pending events that start in the future, soonest first (docs/product.md §5.4), to approve or reject. */
export function EventQueue() {
  const { queue, reload } = useQueue('events');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title="Events to review"
      what="pending events"
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText="No events are waiting for review."
    >
      <TableFrame label="Events to review">
        <table className="table table--stack">
          <caption className="visually-hidden">
            Pending events that start in the future, soonest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Starts</th>
              <th scope="col">Venue</th>
              <th scope="col">Fundaxer</th>
              <th scope="col">Give-back</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {queue.items.map((event) => (
              <tr key={event.id}>
                <th scope="row">
                  <Link to={`/auth/record/${event.id}?kind=event`}>{event.title}</Link>
                  <div className="muted small">{CAUSE_LABELS[event.category]}</div>
                </th>
                <td data-label="Starts">{formatDateTime(event.eventStart)}</td>
                <td data-label="Venue">
                  {event.venueName}
                  <div className="muted small">{event.venueAddress}</div>
                </td>
                <td data-label="Fundaxer">
                  {event.fundaxerName ?? <span className="muted">None named</span>}
                </td>
                <td data-label="Give-back">
                  {event.giveback.percent}%
                  {event.giveback.terms ? (
                    <div className="muted small">{event.giveback.terms}</div>
                  ) : null}
                </td>
                <td data-label="Decision">
                  <ReviewActions
                    id={event.id}
                    name={event.title}
                    thunk={reviewEventThunk}
                    onReviewed={announce}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </QueueSection>
  );
}
