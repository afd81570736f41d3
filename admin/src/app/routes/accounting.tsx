import { Page } from '@fundax/client/ui';
import { useSearchParams } from 'react-router';

import { EventLedger } from '../../features/ledger/components/event-ledger';
import { LedgerExportForm } from '../../features/ledger/components/ledger-export-form';
import { LedgerPicker } from '../../features/ledger/components/ledger-picker';
import { PayoutQueue } from '../../features/queues/components/payout-queue';

/**
 * /auth/accounting: partner and fundaxer payments awaiting (ended events with a null payout),
 * recording payouts, an event's ledger with reversal, and the bookkeeping export.
 * `?event=<id>` opens that event's ledger.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const openLedger = (id: string) => setParams({ event: id });
  const ledgerLink = (id: string) => `/auth/accounting?event=${encodeURIComponent(id)}`;
  return (
    <Page
      title="Accounting"
      lede="Record what was paid to partners and fundaxers after each event, check and reverse ledger entries, and export the ledger for bookkeeping."
    >
      <div id="partner">
        <PayoutQueue party="partner" ledgerLink={ledgerLink} onPaid={openLedger} />
      </div>
      <div id="fundaxer">
        <PayoutQueue party="fundaxer" ledgerLink={ledgerLink} onPaid={openLedger} />
      </div>
      {eventId ? <EventLedger key={eventId} eventId={eventId} /> : null}
      <section className="section" aria-labelledby="ledger-tools">
        <h2 id="ledger-tools">Ledger</h2>
        <LedgerPicker key={eventId ?? ''} current={eventId ?? undefined} onOpen={openLedger} />
        <h3>Export for bookkeeping</h3>
        <LedgerExportForm />
      </section>
    </Page>
  );
}
