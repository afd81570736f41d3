import { Link, reviewVenueThunk } from '@fundax/client';
import { ReviewActions } from '@fundax/client/ui';
import { VENUE_LABELS, formatShortDay } from '@fundax/core';

import { TableFrame } from '../../../components/ui/table-frame';
import { useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { QueueSection } from './queue-section';

/** Venues waiting for review, oldest first, to approve or reject. */
export function VenueQueue() {
  const { queue, reload } = useQueue('venues');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title="Venues to review"
      what="pending venues"
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText="No venues are waiting for review."
    >
      <TableFrame label="Venues to review">
        <table className="table table--stack">
          <caption className="visually-hidden">Pending venues, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col">Address</th>
              <th scope="col">Submitted</th>
              <th scope="col">Contact</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {queue.items.map((venue) => (
              <tr key={venue.id}>
                <th scope="row">
                  <Link to={`/auth/record/${venue.id}?kind=venue`}>{venue.name}</Link>
                  <div className="muted small">{VENUE_LABELS[venue.category]}</div>
                </th>
                <td data-label="Address">{venue.address}</td>
                <td data-label="Submitted">{formatShortDay(venue.createdAt)}</td>
                <td data-label="Contact">
                  {venue.phone ?? null}
                  {venue.website ? (
                    <div className="small">
                      <a href={venue.website} target="_blank" rel="noreferrer">
                        Website
                      </a>
                    </div>
                  ) : null}
                </td>
                <td data-label="Decision">
                  <ReviewActions
                    id={venue.id}
                    name={venue.name}
                    thunk={reviewVenueThunk}
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
