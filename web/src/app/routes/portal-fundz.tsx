import { Loaded, Page } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { myParties, pastEvents, payoutState } from '../api/event-status';
import { raisedTotals, receivedCents } from '../api/money-totals';
import type { PortalData } from '../api/portal-slice';
import type { LedgerView, PortalEvent } from '../api/portal-views';
import { useNow } from '../hooks/use-now';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { portalEventPath } from '../utils/portal-paths';
import { FundraiserCard } from './fundraiser-card';
import { HostsOnly, useHostsEvents } from './hosts-only';

/**
 * /portal/fundz: money at a glance. Fundaxers: their fundraiser's progress and the payouts they
 * received; partners: what their venues gave back and the payouts they received.
 */
export function FundzPage() {
  const hosts = useHostsEvents();
  return (
    <Page
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
    </Page>
  );
}

function FundzOverview() {
  const { role } = usePortalUser();
  return role === 'fundaxer' ? <FundaxerOverview /> : <MoneyOverview fundraiser={null} />;
}

/** A fundaxer's overview also waits for their fundraiser, read alongside the money lists. */
function FundaxerOverview() {
  return <MoneyOverview fundraiser={usePortalList('profile')} />;
}

/**
 * The figures and pending payouts, once every list they need has arrived: the page then appears
 * in one piece, instead of a late section pushing the rest down the screen (a layout shift).
 */
function MoneyOverview({
  fundraiser,
}: {
  fundraiser: ReturnType<typeof usePortalList<'profile'>> | null;
}) {
  const events = usePortalList('events');
  const ledger = usePortalList('ledger');
  const money = (list: PortalEvent[], entries: LedgerView[], progress: ReactNode = null) => (
    <>
      {progress}
      <Figures events={list} entries={entries} />
      <AwaitingPayout events={list} />
    </>
  );
  return (
    <Loaded entry={events.entry} what="your events" retry={events.retry}>
      {(list) => (
        <Loaded entry={ledger.entry} what="your payouts" retry={ledger.retry}>
          {(entries) =>
            fundraiser ? (
              <Loaded entry={fundraiser.entry} what="your fundraiser" retry={fundraiser.retry}>
                {(own) => money(list, entries, <FundraiserProgress own={own} />)}
              </Loaded>
            ) : (
              money(list, entries)
            )
          }
        </Loaded>
      )}
    </Loaded>
  );
}

function FundraiserProgress({ own }: { own: PortalData['profile'] }) {
  return (
    <section className="portal-section" aria-labelledby="fundraiser-heading">
      <h2 id="fundraiser-heading">Your fundraiser</h2>
      {own?.fundraiser ? (
        <FundraiserCard fundraiser={own.fundraiser} />
      ) : (
        <p>
          No fundraiser yet. <Link to="/portal/profile">Start one</Link>.
        </p>
      )}
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
