import { selectSession, useAppSelector } from '@fundax/client';
import { Loaded, Page } from '@fundax/client/ui';
import { formatCents } from '@fundax/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  eventsAwaitingFollowUp,
  eventsNeedingAttention,
  nextEvents,
  venuesNeedingAttention,
} from '../api/event-status';
import { raisedTotals, receivedCents } from '../api/money-totals';
import type { PortalEvent } from '../api/portal-views';
import { useNow } from '../hooks/use-now';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { adminConsoleUrl } from './admin-console-pointer';
import { AngelStatus } from './angel-status';
import { AttentionList } from './attention-list';
import { EventSummaryList } from './event-summary';
import { FollowUpList } from './follow-up-list';
import { FundraiserCard } from './fundraiser-card';

/** How many upcoming events the dashboard shows (the events page has them all). */
const NEXT_EVENTS = 3;

/** /portal/dashboard: the user's overview, by role. */
export function DashboardPage() {
  const { role, account, isAdmin } = usePortalUser();
  // The session's name shows while the account loads again (a visit restored from the last).
  const { displayName } = useAppSelector(selectSession);
  const firstName = (account?.displayName ?? displayName)?.split(' ')[0];
  const consoleUrl = isAdmin ? adminConsoleUrl() : null;
  return (
    <Page
      title="Dashboard"
      lede={firstName ? `Welcome back, ${firstName}. Here is what needs you.` : undefined}
    >
      {consoleUrl ? (
        <p>
          You are also an admin: reviews and payouts are in the{' '}
          <a href={consoleUrl}>admin console</a>.
        </p>
      ) : null}
      {role === 'partner' ? <PartnerDashboard /> : null}
      {role === 'fundaxer' ? <FundaxerDashboard /> : null}
      {role === 'angel' ? <AngelDashboard /> : null}
    </Page>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="portal-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function QuickActions({ links }: { links: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Quick actions" className="portal-actions portal-quick-actions">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={index === 0 ? 'button' : 'button button--secondary'}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Next events, items in review, and what is left after past events: shared by hosts. */
function EventSections({ events, attention }: { events: PortalEvent[]; attention: ReactNode }) {
  const { uid } = usePortalUser();
  const now = useNow();
  const next = nextEvents(events, now).slice(0, NEXT_EVENTS);
  return (
    <>
      <Section id="next-events" title="Next events">
        {next.length === 0 ? (
          <p className="muted">No approved upcoming events yet.</p>
        ) : (
          <EventSummaryList events={next} uid={uid} label="Next events" />
        )}
      </Section>
      <Section id="attention" title="In review or not approved">
        {attention}
      </Section>
      <Section id="follow-up" title="After the event">
        <FollowUpList events={eventsAwaitingFollowUp(events, uid, now)} uid={uid} now={now} />
      </Section>
    </>
  );
}

function PartnerDashboard() {
  const { uid } = usePortalUser();
  const now = useNow();
  const events = usePortalList('events');
  const venues = usePortalList('venues');
  const ledger = usePortalList('ledger');
  return (
    <>
      <QuickActions
        links={[
          { to: '/portal/events?new=1', label: 'Create an event' },
          { to: '/portal/locations/add', label: 'Add a location' },
          { to: '/portal/events/history', label: 'Report results' },
        ]}
      />
      <Loaded entry={events.entry} what="your events" retry={events.retry}>
        {(list) => (
          <>
            <Section id="give-back" title="Give-back">
              <GiveBackFigures events={list} uid={uid} now={now} ledger={ledger} />
            </Section>
            <EventSections
              events={list}
              attention={
                <Loaded entry={venues.entry} what="your locations" retry={venues.retry}>
                  {(venueList) => (
                    <AttentionList
                      events={eventsNeedingAttention(list, now)}
                      venues={venuesNeedingAttention(venueList)}
                    />
                  )}
                </Loaded>
              }
            />
          </>
        )}
      </Loaded>
    </>
  );
}

function GiveBackFigures({
  events,
  uid,
  now,
  ledger,
}: {
  events: PortalEvent[];
  uid: string;
  now: Date;
  ledger: ReturnType<typeof usePortalList<'ledger'>>;
}) {
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

function FundaxerDashboard() {
  const now = useNow();
  const events = usePortalList('events');
  const profile = usePortalList('profile');
  return (
    <>
      <QuickActions
        links={[
          { to: '/portal/events?new=1', label: 'Create an event' },
          { to: '/portal/profile', label: 'Edit your fundraiser' },
          { to: '/portal/fundz', label: 'Your fundz' },
        ]}
      />
      <Section id="fundraiser" title="Your fundraiser">
        <Loaded entry={profile.entry} what="your fundraiser" retry={profile.retry}>
          {(own) =>
            own?.fundraiser ? (
              <FundraiserCard fundraiser={own.fundraiser} />
            ) : (
              <p>
                You have no fundraiser yet. <Link to="/portal/profile">Start one</Link> so partners
                can raise money for it.
              </p>
            )
          }
        </Loaded>
      </Section>
      <Loaded entry={events.entry} what="your events" retry={events.retry}>
        {(list) => (
          <EventSections
            events={list}
            attention={<AttentionList events={eventsNeedingAttention(list, now)} venues={[]} />}
          />
        )}
      </Loaded>
    </>
  );
}

function AngelDashboard() {
  return (
    <>
      <QuickActions
        links={[
          { to: '/portal/profile', label: 'Edit your profile' },
          { to: '/angels', label: 'Networking groups' },
          { to: '/angels/training', label: 'Angel training' },
        ]}
      />
      <Section id="application" title="Your angel application">
        <AngelStatus />
      </Section>
    </>
  );
}
