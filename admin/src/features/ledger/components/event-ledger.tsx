import { Badge, LoadError, Loading, Notice } from '@fundax/client/ui';
import { PAYOUT_PARTY_LABELS, type PayoutParty, formatCents, formatDateTime } from '@fundax/core';
import { useRef, useState } from 'react';
import { Link } from '@fundax/client';

import { TableFrame } from '../../../components/ui/table-frame';
import { downloadFile } from '../../../utils/download';
import type { EventRecord, LedgerRecord } from '../../../utils/records';
import { ledgerCsv } from '../api/ledger-csv';
import { useEventLedger } from '../hooks/use-event-ledger';
import { EventStatement } from './event-statement';
import { ReverseForm } from './reverse-form';

/** One event's payouts: each party's state, every ledger entry, reversal and CSV export. */
export function EventLedger({ eventId }: { eventId: string }) {
  const { entry, reload } = useEventLedger(eventId);
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const ledger = entry?.data;
  const title = ledger?.event ? `Ledger of “${ledger.event.title}”` : `Ledger of event ${eventId}`;
  return (
    <section className="section" aria-labelledby="event-ledger-heading">
      <div className="section-header">
        <h2 id="event-ledger-heading" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {ledger && ledger.entries.length > 0 ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              downloadFile(`fundax-ledger-${eventId}.csv`, ledgerCsv(ledger.entries), 'text/csv')
            }
          >
            Download CSV
          </button>
        ) : null}
      </div>
      <div role="status">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      {entry?.error ? <LoadError error={entry.error} what="this ledger" onRetry={reload} /> : null}
      {!ledger && !entry?.error ? <Loading label="Loading the ledger…" /> : null}
      {ledger && !ledger.event ? (
        <Notice tone="warning">
          <p>
            There is no event with the id <code>{eventId}</code>.
          </p>
        </Notice>
      ) : null}
      {ledger?.event ? (
        <>
          <PayoutStates event={ledger.event} />
          <EventStatement event={ledger.event} />
          <LedgerTable
            event={ledger.event}
            entries={ledger.entries}
            onReversed={(text) => {
              setMessage(text);
              heading.current?.focus();
            }}
          />
          <p className="small">
            <Link to={`/auth/record/${eventId}?kind=event`}>Open the event record</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

function PayoutStates({ event }: { event: EventRecord }) {
  const state = (party: PayoutParty) => {
    if (party === 'fundaxer' && event.fundaxerId === null)
      return <span className="muted">No fundaxer</span>;
    const mark = event._protected.disbursal[party];
    return mark ? (
      <>
        <Badge tone="paid">Paid</Badge> {formatDateTime(mark.paidAt)}
      </>
    ) : (
      <Badge tone="pending">Not paid</Badge>
    );
  };
  return (
    <dl className="details-list">
      <div>
        <dt>Partner payout</dt>
        <dd>{state('partner')}</dd>
      </div>
      <div>
        <dt>Fundaxer payout</dt>
        <dd>{state('fundaxer')}</dd>
      </div>
      <div>
        <dt>Raised</dt>
        <dd>{formatCents(event.raisedCents)}</dd>
      </div>
    </dl>
  );
}

function LedgerTable({
  event,
  entries,
  onReversed,
}: {
  event: EventRecord;
  entries: LedgerRecord[];
  onReversed: (message: string) => void;
}) {
  const [reversing, setReversing] = useState<string | null>(null);
  if (entries.length === 0) return <p className="muted">No payouts recorded for this event yet.</p>;
  return (
    <TableFrame label="Ledger entries">
      <table className="table table--stack">
        <caption>Ledger entries, in the order they were recorded</caption>
        <thead>
          <tr>
            <th scope="col">Recorded</th>
            <th scope="col">Kind</th>
            <th scope="col">Party</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Reference</th>
            <th scope="col">Reason</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            // Only the payment the event is marked paid by can be reversed.
            const current = event._protected.disbursal[entry.party]?.entryId === entry.id;
            return (
              <tr key={entry.id}>
                <td data-label="Recorded">{formatDateTime(entry.recordedAt)}</td>
                <th scope="row">{entry.kind === 'payment' ? 'Payment' : 'Reversal'}</th>
                <td data-label="Party">{PAYOUT_PARTY_LABELS[entry.party]}</td>
                <td data-label="Amount" className="num">
                  {entry.kind === 'reversal' ? '−' : ''}
                  {formatCents(entry.amountCents)}
                </td>
                <td data-label="Reference">{entry.reference}</td>
                <td data-label="Reason">{entry.reason ?? <span className="muted">—</span>}</td>
                <td data-label="Action">
                  {current && entry.kind === 'payment' ? (
                    reversing === entry.id ? (
                      <ReverseForm
                        eventId={event.id}
                        party={entry.party}
                        onReversed={(text) => {
                          setReversing(null);
                          onReversed(text);
                        }}
                        onCancel={() => setReversing(null)}
                      />
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setReversing(entry.id)}
                        aria-label={`Reverse… the ${entry.party} payout`}
                      >
                        Reverse…
                      </button>
                    )
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
