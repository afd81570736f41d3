import { Link, useNow } from '@fundax/client';
import { formatCents } from '@fundax/core';

import { type PortalEvent, myParties, pastEvents, payoutState } from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';
import { usePortalUser } from '../../../utils/use-portal-user';
import type { LedgerView } from '../api/ledger-view';
import { raisedTotals, receivedCents } from '../api/money-totals';

/**
 * What the user's events raised (partners: give-back at their venues; fundaxers: for their
 * cause) and the payouts they received, net of reversals.
 */
export function MoneyFigures({
  events,
  entries,
}: {
  events: PortalEvent[];
  entries: LedgerView[];
}) {
  const { uid, role } = usePortalUser();
  const now = useNow();
  const as = role === 'partner' ? 'partner' : 'fundaxer';
  const totals = raisedTotals(events, uid, as, now);
  return (
    <section className="portal-section" aria-labelledby="figures-heading">
      <h2 id="figures-heading">{role === 'partner' ? 'Give-back totals' : 'Totals'}</h2>
      <div className="portal-grid">
        <div className="card">
          <p className="muted">
            {role === 'partner' ? 'Raised for causes at your venues' : 'Raised at your events'}
          </p>
          <p className="portal-figure">{formatCents(totals.raisedCents)}</p>
          <p className="muted">
            {totals.events} past event{totals.events === 1 ? '' : 's'}
          </p>
        </div>
        <div className="card">
          <p className="muted">Payouts received</p>
          <p className="portal-figure">{formatCents(receivedCents(entries))}</p>
          <p className="muted">
            {entries.length} ledger entr{entries.length === 1 ? 'y' : 'ies'}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Ended events whose payout to the user is still to come. */
export function AwaitingPayout({ events }: { events: PortalEvent[] }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const waiting = pastEvents(events, now).filter((event) =>
    myParties(event, uid).some((party) => payoutState(event, party, now).kind === 'pending'),
  );
  return (
    <section className="portal-section" aria-labelledby="awaiting-heading">
      <h2 id="awaiting-heading">Payouts on the way</h2>
      {waiting.length === 0 ? (
        <p className="muted">Every payout for your past events has been sent.</p>
      ) : (
        <ul className="portal-list" aria-label="Events whose payout to you is pending">
          {waiting.map((event) => (
            <li key={event.id}>
              <Link to={portalEventPath(event.id)}>{event.title}</Link>{' '}
              <span className="muted">raised {formatCents(event.raisedCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
