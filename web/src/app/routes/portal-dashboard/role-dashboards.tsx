import { useNow } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';
import { Link } from 'react-router';

import { AttentionList } from '../../../components/portal/attention-list';
import { AngelStatus } from '../../../features/portal-account/components/angel-status';
import { FundraiserCard } from '../../../features/portal-account/components/fundraiser-card';
import { useOwnProfile } from '../../../features/portal-account/hooks/use-own-profile';
import { useOwnEvents } from '../../../features/portal-events/hooks/use-own-events';
import { eventAttention } from '../../../features/portal-events/utils/event-attention';
import { useOwnVenues } from '../../../features/portal-locations/hooks/use-own-venues';
import { venueAttention } from '../../../features/portal-locations/utils/venue-attention';
import { GiveBackFigures } from '../../../features/portal-money/components/give-back-figures';
import { useLedger } from '../../../features/portal-money/hooks/use-ledger';
import { QuickActions, Section } from './dashboard-parts';
import { EventSections } from './event-sections';

/** A partner: give-back and payouts, next events, events and locations in review, follow-ups. */
export function PartnerDashboard() {
  const now = useNow();
  const events = useOwnEvents();
  const venues = useOwnVenues();
  const ledger = useLedger();
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
              <GiveBackFigures events={list} ledger={ledger} />
            </Section>
            <EventSections
              events={list}
              attention={
                <Loaded entry={venues.entry} what="your locations" retry={venues.retry}>
                  {(venueList) => (
                    <AttentionList
                      items={[...eventAttention(list, now), ...venueAttention(venueList)]}
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

/** A fundaxer: their fundraiser's progress instead of give-back, then the event sections. */
export function FundaxerDashboard() {
  const now = useNow();
  const events = useOwnEvents();
  const profile = useOwnProfile();
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
            attention={<AttentionList items={eventAttention(list, now)} />}
          />
        )}
      </Loaded>
    </>
  );
}

/** An angel: their application's status and dues, and where the network meets. */
export function AngelDashboard() {
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
