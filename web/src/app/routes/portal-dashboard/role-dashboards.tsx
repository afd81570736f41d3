import { Link, useNow, useOnline } from '@fundax/client';
import { SavedOrLive } from '@fundax/client/ui';
import { memo } from 'react';

import { AttentionList } from '../../../components/portal/attention-list';
import { AngelStatus } from '../../../features/portal-account/components/angel-status';
import { FundraiserCard } from '../../../features/portal-account/components/fundraiser-card';
import { useOwnProfile } from '../../../features/portal-account/hooks/use-own-profile';
import { useOwnEvents } from '../../../features/portal-events/hooks/use-own-events';
import { eventAttention } from '../../../features/portal-events/utils/event-attention';
import type { PortalVenue } from '../../../features/portal-locations/api/portal-venue';
import { useOwnVenues } from '../../../features/portal-locations/hooks/use-own-venues';
import { venueAttention } from '../../../features/portal-locations/utils/venue-attention';
import { GiveBackFigures } from '../../../features/portal-money/components/give-back-figures';
import { useLedger } from '../../../features/portal-money/hooks/use-ledger';
import { useAwaitingMe } from '../../../features/portal-proposals/hooks/use-proposals';
import type { PortalEvent } from '../../../utils/portal-event';
import { QuickActions, Section } from './dashboard-parts';
import { EventSections } from './event-sections';
import { DashboardAge, useDashboardPart, useSavedDashboard } from './saved-dashboard';

/** What each role comes to the dashboard to do (constants: `QuickActions` is memoised). */
const PARTNER_ACTIONS = [
  { to: '/portal/events?new=1', label: 'Create an event' },
  { to: '/portal/locations/add', label: 'Add a location' },
  { to: '/portal/events/history', label: 'Report results' },
] as const;
const FUNDAXER_ACTIONS = [
  { to: '/portal/events?new=1', label: 'Create an event' },
  { to: '/portal/profile', label: 'Edit your fundraiser' },
  { to: '/portal/fundz', label: 'Your fundz' },
] as const;
const ANGEL_ACTIONS = [
  { to: '/portal/profile', label: 'Edit your profile' },
  { to: '/angels', label: 'Networking groups' },
  { to: '/angels/training', label: 'Angel training' },
] as const;

const NO_VENUES: PortalVenue[] = [];

/**
 * The user's events and locations waiting for review or turned down. Memoised: the dashboard
 * renders again as each of its reads answers, and only these lists change what it shows.
 */
const ListingAttention = memo(function ListingAttention({
  events,
  venues = NO_VENUES,
  now,
}: {
  events: PortalEvent[];
  venues?: PortalVenue[];
  now: Date;
}) {
  return <AttentionList items={[...eventAttention(events, now), ...venueAttention(venues)]} />;
});

/**
 * A partner: give-back and payouts, next events, events and locations in review, follow-ups.
 * The reads start together as the page opens; until each answers, the part shows what this
 * browser saved on the last visit (saved-dashboard.tsx), dated.
 */
export function PartnerDashboard() {
  const now = useNow();
  const online = useOnline();
  const lastVisit = useSavedDashboard();
  const events = useOwnEvents();
  const venues = useOwnVenues();
  const ledger = useLedger();
  const awaiting = useAwaitingMe();
  const saved = {
    events: useDashboardPart(lastVisit, 'events', events.entry),
    venues: useDashboardPart(lastVisit, 'venues', venues.entry),
    ledger: useDashboardPart(lastVisit, 'ledger', ledger.entry),
    awaiting: useDashboardPart(lastVisit, 'awaiting', awaiting.entry),
  };
  return (
    <>
      <QuickActions links={PARTNER_ACTIONS} />
      <DashboardAge
        saved={lastVisit}
        parts={[
          [events.entry, 'events'],
          [venues.entry, 'venues'],
          [ledger.entry, 'ledger'],
          [awaiting.entry, 'awaiting'],
        ]}
      />
      <SavedOrLive
        entry={events.entry}
        saved={saved.events}
        online={online}
        what="your events"
        retry={events.retry}
      >
        {(list) => (
          <>
            <Section id="give-back" title="Give-back">
              <GiveBackFigures events={list} ledger={ledger} savedLedger={saved.ledger} />
            </Section>
            <EventSections
              events={list}
              savedAwaiting={saved.awaiting}
              attention={
                <SavedOrLive
                  entry={venues.entry}
                  saved={saved.venues}
                  online={online}
                  what="your locations"
                  retry={venues.retry}
                >
                  {(venueList) => <ListingAttention events={list} venues={venueList} now={now} />}
                </SavedOrLive>
              }
            />
          </>
        )}
      </SavedOrLive>
    </>
  );
}

/** A fundaxer: their fundraiser's progress instead of give-back, then the event sections (and
 * the saved copy until the reads answer, as for a partner). */
export function FundaxerDashboard() {
  const now = useNow();
  const online = useOnline();
  const lastVisit = useSavedDashboard();
  const events = useOwnEvents();
  const profile = useOwnProfile();
  const awaiting = useAwaitingMe();
  const saved = {
    events: useDashboardPart(lastVisit, 'events', events.entry),
    profile: useDashboardPart(lastVisit, 'profile', profile.entry),
    awaiting: useDashboardPart(lastVisit, 'awaiting', awaiting.entry),
  };
  return (
    <>
      <QuickActions links={FUNDAXER_ACTIONS} />
      <DashboardAge
        saved={lastVisit}
        parts={[
          [events.entry, 'events'],
          [profile.entry, 'profile'],
          [awaiting.entry, 'awaiting'],
        ]}
      />
      <Section id="fundraiser" title="Your fundraiser">
        <SavedOrLive
          entry={profile.entry}
          saved={saved.profile}
          online={online}
          what="your fundraiser"
          retry={profile.retry}
        >
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
        </SavedOrLive>
      </Section>
      <SavedOrLive
        entry={events.entry}
        saved={saved.events}
        online={online}
        what="your events"
        retry={events.retry}
      >
        {(list) => (
          <EventSections
            events={list}
            savedAwaiting={saved.awaiting}
            attention={<ListingAttention events={list} now={now} />}
          />
        )}
      </SavedOrLive>
    </>
  );
}

/** An angel: their application's status and dues, and where the network meets. */
export function AngelDashboard() {
  return (
    <>
      <QuickActions links={ANGEL_ACTIONS} />
      <Section id="application" title="Your angel application">
        <AngelStatus />
      </Section>
    </>
  );
}
