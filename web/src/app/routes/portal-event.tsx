import { Loaded, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useParams } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state';
import { EventManagement } from '../../features/portal-events/components/event-management';
import { useOwnEvent } from '../../features/portal-events/hooks/use-own-events';
import { EventPayouts } from '../../features/portal-money/components/event-payouts';
import { EventAgreement } from '../../features/portal-proposals/components/event-agreement';
import { useEventRevision } from '../../features/portal-proposals/hooks/use-proposals';
import type { PortalEvent } from '../../utils/portal-event';

/** /portal/events/{id}: one of the user's events, with everything they may do with it. */
export function Component() {
  const { id = '' } = useParams();
  // A new key per event: one event's forms never carry over to the next.
  return <EventPage key={id} id={id} />;
}

function EventPage({ id }: { id: string }) {
  const { entry, retry } = useOwnEvent(id);
  const event = entry?.data;
  return (
    <Page
      title={event?.title ?? (entry?.status === 'succeeded' ? 'Event not found' : 'Your event')}
    >
      <p>
        <Link to="/portal/events">← All your events</Link>
      </p>
      <Loaded entry={entry} what="this event" retry={retry}>
        {(found) =>
          found ? (
            <ManagedEvent event={found} />
          ) : (
            <EmptyState title="There is no event of yours at this address">
              <p>
                It may have been removed, or it belongs to someone else. Your events are listed
                under <Link to="/portal/events">Events</Link>.
              </p>
            </EmptyState>
          )
        }
      </Loaded>
    </Page>
  );
}

/**
 * The event with its parts: the agreement and any change waiting for review (proposals), the
 * payouts and statement (money), and the events part's facts and forms.
 */
function ManagedEvent({ event }: { event: PortalEvent }) {
  const revision = useEventRevision(event.id).entry;
  // Only an approved event has changes waiting as revisions; if the read fails, the edit form
  // starts from the approved version (the panel says the read failed, with a retry).
  const proposal =
    event.status.approved !== true || revision?.status === 'failed' ? null : revision?.data;
  return (
    <EventManagement
      event={event}
      agreement={<EventAgreement event={event} />}
      payouts={<EventPayouts event={event} />}
      proposal={proposal}
    />
  );
}
