import { Loaded } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';

import { EmptyState } from '../../../components/ui/empty-state';
import type { PortalEvent } from '../../../utils/portal-event';
import { receivedCents } from '../api/money-totals';
import { useLedger } from '../hooks/use-ledger';
import { LedgerTable } from './ledger-table';

/**
 * Every payout and reversal paid to the user, newest first, each linked to its event (named
 * from `events` once they are read; "Event" until then).
 */
export function PayoutHistory({ events }: { events: PortalEvent[] }) {
  const ledger = useLedger();
  return (
    <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState title="No payouts yet">
            <p>Payouts are recorded here after your events end and Fundax pays them.</p>
          </EmptyState>
        ) : (
          <LedgerTable
            entries={entries}
            eventTitles={new Map(events.map((event) => [event.id, event.title]))}
            caption={`Payouts and reversals, newest first. Net received: ${formatCents(receivedCents(entries))}`}
          />
        )
      }
    </Loaded>
  );
}
