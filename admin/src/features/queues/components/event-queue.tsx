import { Link, reviewEventThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';
import { CAUSE_LABELS, formatDateTime, formatTimeLeft } from '@fundax/core';

import { TableFrame } from '../../../components/ui/table-frame';
import { useAnnouncer } from '../hooks/use-announcer';
import { useClock } from '../hooks/use-clock';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';

/**
 * Pending events that start in the future, soonest first (docs/product.md §5.4), to approve or
 * reject, each with the time left before its start: an event still pending then expires, and no
 * one can approve it any more.
 */
export function EventQueue() {
  const { queue, reload } = useQueue('events');
  const now = useClock();
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
              <th scope="col">Starts (Mountain Time)</th>
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
                <td data-label="Starts (Mountain Time)">
                  {formatDateTime(event.eventStart)}
                  <div className="small">
                    <TimeLeft ms={Date.parse(event.eventStart) - now.getTime()} />
                  </div>
                </td>
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

/** The review's deadline: the event's start, after which it expires unreviewed. */
function TimeLeft({ ms }: { ms: number }) {
  const left = formatTimeLeft(ms);
  return left ? (
    <span>{left} left to review</span>
  ) : (
    <span className="muted">Started: it expires unreviewed</span>
  );
}
