import { useNow } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';
import { Link } from 'react-router';

import type { PortalEvent } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { raisedTotals, receivedCents } from '../api/money-totals';
import type { useLedger } from '../hooks/use-ledger';

/**
 * A partner's dashboard figures: give-back raised at their venues, and payouts received. The
 * ledger comes from the page, which starts reading it alongside the events (not after them).
 */
export function GiveBackFigures({
  events,
  ledger,
}: {
  events: PortalEvent[];
  ledger: ReturnType<typeof useLedger>;
}) {
  const { uid } = usePortalUser();
  const now = useNow();
  const totals = raisedTotals(events, uid, 'partner', now);
  return (
    <div className="portal-grid">
      <div className="card">
        <p className="muted">Raised for causes at your venues</p>
        <p className="portal-figure">{formatCents(totals.raisedCents)}</p>
        <p className="muted">
          at {totals.events} past event{totals.events === 1 ? '' : 's'}
        </p>
      </div>
      <div className="card">
        <p className="muted">Payouts received</p>
        <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
          {(entries) => <p className="portal-figure">{formatCents(receivedCents(entries))}</p>}
        </Loaded>
        <p>
          <Link to="/portal/fundz">Your fundz</Link>
        </p>
      </div>
    </div>
  );
}
