import { Loaded, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { HostsOnly, useHostsEvents } from '../../components/portal/hosts-only';
import { useOwnEvents } from '../../features/portal-events/hooks/use-own-events';
import { PastEventsTable } from '../../features/portal-money/components/past-events-table';

/** /portal/events/history: past events, what each raised, and where the payouts stand. */
export function Component() {
  const hosts = useHostsEvents();
  return (
    <Page
      title="Event history"
      lede="Your past events, what each raised, and the payouts for each party."
      actions={
        hosts && (
          <Link className="button button--secondary" to="/portal/events">
            Upcoming events
          </Link>
        )
      }
    >
      <HostsOnly>
        <PastEvents />
      </HostsOnly>
    </Page>
  );
}

function PastEvents() {
  const { entry, retry } = useOwnEvents();
  return (
    <Loaded entry={entry} what="your past events" retry={retry}>
      {(events) => <PastEventsTable events={events} />}
    </Loaded>
  );
}
