import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { EventList } from '../../features/events/components/event-list';
import { useEventList } from '../../features/events/hooks/use-event';

/** /special-events: the featured upcoming give-back events. */
export function Component() {
  const { entry, retry } = useEventList('special');
  return (
    <Page
      title="Special events"
      lede="Featured give-back events coming up in Albuquerque, Rio Rancho and Corrales, chosen by the Fundax team."
    >
      {entry?.data ? (
        <EventList
          events={entry.data}
          headingLevel={2}
          emptyTitle="No special events are coming up right now."
          emptyHint={
            <p>
              Every approved event is on the <Link to="/">map of events near you</Link>.
            </p>
          }
        />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the special events" onRetry={retry} />
      ) : (
        <Loading label="Loading special events…" />
      )}
    </Page>
  );
}
