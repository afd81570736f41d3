import {
  type PayoutParty,
  formatCents,
  formatDateTime,
  owedCents,
  payoutNeedsResults,
} from '@fundax/core';
import { Badge } from '@fundax/client/ui';
import { useRef, useState } from 'react';
import { Link } from '@fundax/client';

import { TableFrame } from '../../../components/ui/table-frame';
import type { EventRecord } from '../../../utils/records';
import { type Announce, useAnnouncer } from '../hooks/use-announcer';
import { useQueue } from '../hooks/use-queue';
import { PayeeDetails } from './payee-details';
import { PayoutForm } from './payout-form';
import { QueueSection } from './queue-section';

const TITLES: Record<PayoutParty, string> = {
  partner: 'Partner payments awaiting',
  fundaxer: 'Fundaxer payments awaiting',
};

/** Who receives the payout, as the event names them. */
function payeeOf(event: EventRecord, party: PayoutParty): string {
  return party === 'partner' ? event.venueName : (event.fundaxerName ?? 'the fundaxer');
}

/**
 * Ended, approved events whose payout to this party is still null (docs/product.md §4.4), longest
 * waiting first; each row records its payout, pre-filled with what is owed. An event whose
 * amount follows from results not reported yet waits for them: it shows as such, with no form
 * (the server would refuse the payout). `ledgerLink` builds the link to an event's ledger.
 */
export function PayoutQueue({
  party,
  ledgerLink,
  onPaid,
}: {
  party: PayoutParty;
  ledgerLink: (eventId: string) => string;
  onPaid?: (eventId: string) => void;
}) {
  const { queue, reload } = useQueue(party === 'partner' ? 'partnerPayouts' : 'fundaxerPayouts');
  const { heading, message, announce, clear } = useAnnouncer();
  return (
    <QueueSection
      title={TITLES[party]}
      what={`${party} payments awaiting`}
      queue={queue}
      reload={reload}
      heading={heading}
      message={message}
      clearMessage={clear}
      emptyText={`No ended event is waiting for its ${party} payout.`}
    >
      <TableFrame label={TITLES[party]}>
        <table className="table table--stack">
          <caption className="visually-hidden">
            {TITLES[party]}: ended events, longest waiting first
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Ended (Mountain Time)</th>
              <th scope="col">Payee</th>
              <th scope="col" className="num">
                Owed
              </th>
              <th scope="col">Payout</th>
            </tr>
          </thead>
          <tbody>
            {queue.items.map((event) => (
              <PayoutRow
                key={event.id}
                event={event}
                party={party}
                ledgerLink={ledgerLink(event.id)}
                announce={(message) => {
                  announce(message);
                  onPaid?.(event.id);
                }}
              />
            ))}
          </tbody>
        </table>
      </TableFrame>
    </QueueSection>
  );
}

function PayoutRow({
  event,
  party,
  ledgerLink,
  announce,
}: {
  event: EventRecord;
  party: PayoutParty;
  ledgerLink: string;
  announce: Announce;
}) {
  const [open, setOpen] = useState(false);
  const recordButton = useRef<HTMLButtonElement>(null);
  const waiting = payoutNeedsResults(event, party) && !event._protected.resultsReported;
  const owed = owedCents(event, party);
  return (
    <tr>
      <th scope="row">
        <Link to={`/auth/record/${event.id}?kind=event`}>{event.title}</Link>
        <div className="small">
          <Link to={ledgerLink} aria-label={`Ledger of ${event.title}`}>
            Ledger
          </Link>
        </div>
      </th>
      <td data-label="Ended (Mountain Time)">{formatDateTime(event.eventEnd)}</td>
      <td data-label="Payee">{payeeOf(event, party)}</td>
      <td data-label="Owed" className="num">
        {owed === null ? (waiting ? '—' : 'Set by the admin') : formatCents(owed)}
      </td>
      <td data-label="Payout">
        {waiting ? (
          <Badge tone="pending">Waiting for results</Badge>
        ) : open ? (
          <PayoutForm
            eventId={event.id}
            eventTitle={event.title}
            party={party}
            payee={
              <PayeeDetails eventId={event.id} party={party} current={payeeOf(event, party)} />
            }
            owedCents={owed}
            onPaid={announce}
            onCancel={() => {
              setOpen(false);
              // The button comes back on the next render; give it focus then.
              requestAnimationFrame(() => recordButton.current?.focus());
            }}
          />
        ) : (
          <button
            ref={recordButton}
            type="button"
            className="button button--small"
            onClick={() => setOpen(true)}
            aria-label={`Record payout for ${event.title}`}
          >
            Record payout
          </button>
        )}
      </td>
    </tr>
  );
}
