import { formatCents } from '@fundax/core';
import { Link } from 'react-router';

import { GoalProgress } from '../../../components/ui/goal-progress';
import { myParties, pastEvents, payoutState } from '../api/event-status';
import { raisedTotals, receivedCents } from '../api/money-totals';
import type { LedgerView, PortalEvent } from '../api/portal-views';
import { useNow } from '../hooks/use-now';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { HostsOnly, useHostsEvents } from './hosts-only';
import { Loaded } from './loaded';
import { PortalPage } from './portal-page';
import { portalEventPath } from '../utils/portal-paths';

/**
 * /portal/fundz: money at a glance. Fundaxers: their fundraiser's progress and the payouts they
 * received; partners: what their venues gave back and the payouts they received.
 */
export function FundzPage() {
  const hosts = useHostsEvents();
  return (
    <PortalPage
      title="Fundz"
      lede="What your events raised and what Fundax has paid you."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/fundz/history">
            Payout history
          </Link>
        )
      }
    >
      <HostsOnly>
        <FundzOverview />
      </HostsOnly>
    </PortalPage>
  );
}

function FundzOverview() {
  const { role } = usePortalUser();
  const events = usePortalList('events');
  const ledger = usePortalList('ledger');
  return (
    <Loaded entry={events.entry} what="your events" retry={events.retry}>
      {(list) => (
        <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
          {(entries) => (
            <>
              {role === 'fundaxer' ? <FundraiserProgress /> : null}
              <Figures events={list} entries={entries} />
              <AwaitingPayout events={list} />
            </>
          )}
        </Loaded>
      )}
    </Loaded>
  );
}

function FundraiserProgress() {
  const profile = usePortalList('profile');
  return (
    <section className="portal-section" aria-labelledby="fundraiser-heading">
      <h2 id="fundraiser-heading">Your fundraiser</h2>
      <Loaded entry={profile.entry} what="your fundraiser" retry={profile.retry}>
        {(own) =>
          own?.fundraiser ? (
            <div className="card">
              <h3>{own.fundraiser.title}</h3>
              <GoalProgress
                raisedCents={own.fundraiser.raisedCents}
                goalCents={own.fundraiser.goalCents}
                label="Raised toward your goal"
              />
            </div>
          ) : (
            <p>
              No fundraiser yet. <Link to="/portal/profile">Start one</Link>.
            </p>
          )
        }
      </Loaded>
    </section>
  );
}

function Figures({ events, entries }: { events: PortalEvent[]; entries: LedgerView[] }) {
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

function AwaitingPayout({ events }: { events: PortalEvent[] }) {
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
