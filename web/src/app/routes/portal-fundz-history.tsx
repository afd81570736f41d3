import { Loaded, Page } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { receivedCents } from '../api/money-totals';
import type { LedgerView, PortalEvent } from '../api/portal-views';
import { usePortalList } from '../hooks/use-portal-data';
import { HostsOnly, useHostsEvents } from './hosts-only';
import { LedgerTable } from './ledger-table';

/** /portal/fundz/history: every payout and reversal paid to the user, newest first. */
export function FundzHistoryPage() {
  const hosts = useHostsEvents();
  return (
    <Page
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
    </Page>
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
          <HistoryTable entries={entries} events={events.entry?.data ?? []} />
        )
      }
    </Loaded>
  );
}

function HistoryTable({ entries, events }: { entries: LedgerView[]; events: PortalEvent[] }) {
  const titles = new Map(events.map((event) => [event.id, event.title]));
  return (
    <LedgerTable
      entries={entries}
      eventTitles={titles}
      caption={`Payouts and reversals, newest first. Net received: ${formatCents(receivedCents(entries))}`}
    />
  );
}
