import { Link, useNow } from '@fundax/client';
import { ListingBadge } from '@fundax/client/ui';
import { PAYOUT_PARTIES, formatCents, formatShortDayWithZone } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import {
  type PortalEvent,
  eventState,
  myParties,
  pastEvents,
  payoutState,
} from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';
import { usePortalUser } from '../../../utils/use-portal-user';
import { PayoutBadge } from './payout-badge';

/** The user's ended events, most recent first: what each raised and each party's payout. */
export function PastEventsTable({ events }: { events: PortalEvent[] }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const past = pastEvents(events, now);
  if (past.length === 0) {
    return (
      <EmptyState title="No past events yet">
        <p>Once an event ends it moves here with what it raised.</p>
      </EmptyState>
    );
  }
  return (
    <div className="portal-table-wrap">
      <table className="portal-table">
        <caption>Past events, most recent first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="amount">
              Raised
            </th>
            {PAYOUT_PARTIES.map((party) => (
              <th key={party} scope="col">
                {party === 'partner' ? 'Partner payout' : 'Fundaxer payout'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {past.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <Link to={portalEventPath(event.id)}>{event.title}</Link>
                {myParties(event, uid).length === 0 ? null : (
                  <span className="visually-hidden">
                    {' '}
                    (you are the {myParties(event, uid).join(' and ')})
                  </span>
                )}
              </th>
              <td>
                <time dateTime={event.eventStart}>{formatShortDayWithZone(event.eventStart)}</time>
              </td>
              <td>
                <ListingBadge state={eventState(event)} />
              </td>
              <td className="amount">
                {event.resultsReported ? (
                  formatCents(event.raisedCents)
                ) : event.status.approved === true && !event.status.cancelled ? (
                  <span className="muted">Not reported</span>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              {PAYOUT_PARTIES.map((party) => (
                <td key={party}>
                  <PayoutBadge state={payoutState(event, party, now)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
