import { useNow } from '@fundax/client';
import { Loaded } from '@fundax/client/ui';

import { EmptyState } from '../../../components/ui/empty-state';
import { upcomingEvents } from '../../../utils/portal-event';
import { usePortalUser } from '../../../utils/use-portal-user';
import { useOwnEvents } from '../hooks/use-own-events';
import { EventSummaryList } from './event-summary';

/** The user's upcoming events in every state, soonest first. */
export function UpcomingEvents() {
  const { uid } = usePortalUser();
  const now = useNow();
  const { entry, retry } = useOwnEvents();
  return (
    <section className="portal-section" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming</h2>
      <Loaded entry={entry} what="your events" retry={retry}>
        {(events) => {
          const upcoming = upcomingEvents(events, now);
          return upcoming.length === 0 ? (
            <EmptyState title="No upcoming events">
              <p>Create one above; it goes public once an admin approves it.</p>
            </EmptyState>
          ) : (
            <EventSummaryList events={upcoming} uid={uid} label="Upcoming events" />
          );
        }}
      </Loaded>
    </section>
  );
}
