import { Link, type Saved, useNow, useOnline } from '@fundax/client';
import { SavedOrLive } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';
import { memo } from 'react';

import type { PortalEvent } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import type { LedgerView } from '../api/ledger-view';
import { raisedTotals, receivedCents } from '../api/money-totals';
import type { useLedger } from '../hooks/use-ledger';

/**
 * A partner's dashboard figures: give-back raised at their venues, and payouts received. The
 * ledger comes from the page, which starts reading it alongside the events (not after them).
 * Memoised: the page renders again as each of its reads answers, and only the events' and the
 * ledger's change these figures.
 */
export const GiveBackFigures = memo(function GiveBackFigures({
  events,
  ledger,
  savedLedger = null,
}: {
  events: PortalEvent[];
  ledger: ReturnType<typeof useLedger>;
  /** The ledger this browser saved on the last visit, shown until the live read answers. */
  savedLedger?: Saved<LedgerView[]> | null;
}) {
  const { uid } = usePortalUser();
  const now = useNow();
  const online = useOnline();
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
        <SavedOrLive
          entry={ledger.entry}
          saved={savedLedger}
          online={online}
          what="your payouts"
          retry={ledger.retry}
        >
          {(entries) => <p className="portal-figure">{formatCents(receivedCents(entries))}</p>}
        </SavedOrLive>
        <p>
          <Link to="/portal/fundz">Your fundz</Link>
        </p>
      </div>
    </div>
  );
});
