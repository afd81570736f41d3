import { PAYOUT_PARTIES, type PayoutParty, formatCents } from '@fundax/core';

import { formatShortDay } from '../../../utils/mountain-time';
import { myParties, payoutState } from '../api/event-status';
import type { LedgerView, PortalEvent } from '../api/portal-views';
import { PayoutBadge } from './payout-badge';

const PARTY_LABELS: Record<PayoutParty, string> = { partner: 'Partner', fundaxer: 'Fundaxer' };

/**
 * Who is paid for this event and where each payout stands (from the event's public payout
 * marks). The amounts and references are the payee's alone: they come from their ledger.
 */
export function PayoutStatus({
  event,
  uid,
  now,
  ledger,
}: {
  event: PortalEvent;
  uid: string;
  now: Date;
  /** The user's own ledger entries for this event. */
  ledger: LedgerView[];
}) {
  const mine = myParties(event, uid);
  return (
    <section className="card" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Payouts</h2>
      <dl className="portal-facts">
        {PAYOUT_PARTIES.map((party) => (
          <div key={party}>
            <dt>
              {PARTY_LABELS[party]}
              {mine.includes(party) ? ' (you)' : ''}
            </dt>
            <dd>
              <PayoutBadge state={payoutState(event, party, now)} />
            </dd>
          </div>
        ))}
      </dl>
      {ledger.length > 0 ? (
        <div className="portal-table-wrap">
          <table className="portal-table">
            <caption>Your payouts for this event</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col" className="amount">
                  Amount
                </th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatShortDay(entry.recordedAt)}</td>
                  <td>{entry.kind === 'payment' ? 'Payment' : 'Reversal'}</td>
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
      ) : null}
    </section>
  );
}
