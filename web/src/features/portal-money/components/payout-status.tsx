import { PAYOUT_PARTIES, type PayoutParty, hasEnded } from '@fundax/core';
import { Link } from '@fundax/client';

import { type PortalEvent, myParties, payoutState } from '../../../utils/portal-event';
import { portalStatementPath } from '../../../utils/portal-paths';
import type { LedgerView } from '../api/ledger-view';
import { LedgerTable } from './ledger-table';
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
        <LedgerTable entries={ledger} caption="Your payouts for this event" />
      ) : null}
      {mine.length > 0 && event.status.approved === true && hasEnded(event, now) ? (
        <p>
          <Link to={portalStatementPath(event.id)}>See the settlement statement</Link> (what each
          side is owed and paid, printable)
        </p>
      ) : null}
    </section>
  );
}
