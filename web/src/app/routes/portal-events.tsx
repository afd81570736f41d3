import { Loaded, Page } from '@fundax/client/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import { upcomingEvents } from '../api/event-status';
import { useNow } from '../hooks/use-now';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { CreateEventForm } from './create-event-form';
import { EventSummaryList } from './event-summary';
import { HostsOnly, useHostsEvents } from './hosts-only';

/** /portal/events: the user's upcoming events in every state, and a new one (?new=1 opens it). */
export function EventsPage() {
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(params.get('new') === '1');
  const hosts = useHostsEvents();
  return (
    <Page
      title="Your events"
      lede="Upcoming events you organize, host or raise money through, and where each one stands."
      actions={
        hosts && (
          <>
            <button
              type="button"
              className="button"
              aria-expanded={creating}
              aria-controls="create-event"
              onClick={() => setCreating((value) => !value)}
            >
              {creating ? 'Close the form' : 'Create an event'}
            </button>
            <Link className="button button--secondary" to="/portal/events/history">
              Past events
            </Link>
          </>
        )
      }
    >
      <HostsOnly>
        <div id="create-event">
          {creating ? (
            <section className="portal-section portal-section--form">
              <CreateEventForm onCancel={() => setCreating(false)} />
            </section>
          ) : null}
        </div>
        <UpcomingEvents />
      </HostsOnly>
    </Page>
  );
}

function UpcomingEvents() {
  const { uid } = usePortalUser();
  const now = useNow();
  const { entry, retry } = usePortalList('events');
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
