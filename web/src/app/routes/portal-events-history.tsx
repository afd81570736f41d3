import { ListingBadge, Loaded, Page } from '@fundax/client/ui';
import { PAYOUT_PARTIES, formatCents, formatShortDay, listingState } from '@fundax/core';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { myParties, pastEvents, payoutState } from '../api/event-status';
import type { PortalEvent } from '../api/portal-views';
import { useNow } from '../hooks/use-now';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { portalEventPath } from '../utils/portal-paths';
import { HostsOnly, useHostsEvents } from './hosts-only';
import { PayoutBadge } from './payout-badge';

/** /portal/events/history: past events, what each raised, and where the payouts stand. */
export function EventsHistoryPage() {
  const { entry, retry } = usePortalList('events');
  const hosts = useHostsEvents();
  return (
    <Page
      title="Event history"
      lede="Your past events, what each raised, and the payouts for each party."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/events">
            Upcoming events
          </Link>
        )
      }
    >
      <HostsOnly>
        <Loaded entry={entry} what="your past events" retry={retry}>
          {(events) => <HistoryTable events={events} />}
        </Loaded>
      </HostsOnly>
    </Page>
  );
}

function HistoryTable({ events }: { events: PortalEvent[] }) {
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
                <time dateTime={event.eventStart}>{formatShortDay(event.eventStart)}</time>
              </td>
              <td>
                <ListingBadge state={listingState(event.status)} />
              </td>
              <td className="amount">{formatCents(event.raisedCents)}</td>
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
