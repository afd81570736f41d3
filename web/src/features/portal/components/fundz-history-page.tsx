import { formatCents } from '@fundax/core';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { formatShortDay } from '../../../utils/mountain-time';
import { receivedCents } from '../api/money-totals';
import type { LedgerView, PortalEvent } from '../api/portal-views';
import { usePortalList } from '../hooks/use-portal-data';
import { portalEventPath } from '../utils/portal-paths';
import { HostsOnly, useHostsEvents } from './hosts-only';
import { Loaded } from './loaded';
import { PortalPage } from './portal-page';

/** /portal/fundz/history: every payout and reversal paid to the user, newest first. */
export function FundzHistoryPage() {
  const hosts = useHostsEvents();
  return (
    <PortalPage
      title="Payout history"
      lede="Every payment Fundax recorded to you, and any reversal, with its reference."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/fundz">
            Fundz overview
          </Link>
        )
      }
    >
      <HostsOnly>
        <History />
      </HostsOnly>
    </PortalPage>
  );
}

function History() {
  const ledger = usePortalList('ledger');
  const events = usePortalList('events');
  return (
    <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState title="No payouts yet">
            <p>Payouts are recorded here after your events end and Fundax pays them.</p>
          </EmptyState>
        ) : (
          <LedgerTable entries={entries} events={events.entry?.data ?? []} />
        )
      }
    </Loaded>
  );
}

export function LedgerTable({ entries, events }: { entries: LedgerView[]; events: PortalEvent[] }) {
  const titles = new Map(events.map((event) => [event.id, event.title]));
  return (
    <div className="portal-table-wrap">
      <table className="portal-table">
        <caption>
          Payouts and reversals, newest first. Net received: {formatCents(receivedCents(entries))}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">Kind</th>
            <th scope="col" className="amount">
              Amount
            </th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.recordedAt}>{formatShortDay(entry.recordedAt)}</time>
              </td>
              <td>
                <Link to={portalEventPath(entry.eventId)}>
                  {titles.get(entry.eventId) ?? 'Event'}
                </Link>
              </td>
              <td>
                {entry.kind === 'payment' ? 'Payment' : 'Reversal'}
                {entry.reason ? <span className="muted"> ({entry.reason})</span> : null}
              </td>
              <td className="amount">
                {entry.kind === 'reversal' ? '−' : ''}
                {formatCents(entry.amountCents)}
              </td>
              <td>{entry.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
