import { Page } from '@fundax/client/ui';
import { useState } from 'react';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import { HostsOnly, useHostsEvents } from '../../components/portal/hosts-only';
import { CreateEventForm } from '../../features/portal-events/components/create-event-form';
import { UpcomingEvents } from '../../features/portal-events/components/upcoming-events';
import { AwaitingAnswers } from '../../features/portal-proposals/components/awaiting-answers';

/** /portal/events: the user's upcoming events in every state, and a new one (?new=1 opens it). */
export function Component() {
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
        <AwaitingAnswers />
        <UpcomingEvents />
      </HostsOnly>
    </Page>
  );
}
