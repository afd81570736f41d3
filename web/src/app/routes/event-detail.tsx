import { Link, takeServedData, useAppSelector, warmFormattersSoon } from '@fundax/client';
import { LoadError, Loading, Page } from '@fundax/client/ui';
import { eventLede, servedPageOrNull } from '@fundax/core';
import { type Params, useParams } from 'react-router';

import {
  eventServed,
  fetchEvent,
  selectServedFundraiser,
  selectShowsServedCopy,
} from '../../features/events/api/events-slice';
import { EventDetail } from '../../features/events/components/event-detail';
import { useEvent } from '../../features/events/hooks/use-event';
import { FundraiserSummary } from '../../features/fundraisers/components/fundraiser-summary';
import { useFundaxer } from '../../features/fundraisers/hooks/use-fundaxers';
import { store } from '../store';

/**
 * Before anything renders: the event the page's HTML came with, if the Hosting function served
 * it (the page then renders complete at once, over the same header the HTML shows), and the
 * live read, which starts as the page's code arrives unless that copy is fresh (the events
 * slice's condition): then it is the page's read, and the page loads no Firestore at all. The
 * date and money formatters are made meanwhile, not in that render.
 */
export function preload({ id }: Params) {
  if (!id) return;
  // The page's first render shows the event's day, time and goal.
  warmFormattersSoon();
  const served = takeServedData(servedPageOrNull);
  if (served?.kind === 'event' && served.id === id) store.dispatch(eventServed(served));
  void store.dispatch(fetchEvent(id));
}

/**
 * The fundraiser the event supports: as the page was served with it while the event shown is
 * the served copy, else read live (the served one, if any, shows until the read answers).
 */
function Fundraiser({ eventId, fundaxerId }: { eventId: string; fundaxerId: string | null }) {
  const served = useAppSelector((state) => selectServedFundraiser(state, eventId));
  const current =
    useAppSelector((state) => selectShowsServedCopy(state, eventId)) && served !== undefined;
  const { entry } = useFundaxer(current ? null : fundaxerId);
  const fundaxer = current ? served : (entry?.data ?? served);
  // The event page stands on its own: a fundraiser that cannot be shown is simply left out.
  return fundaxer ? <FundraiserSummary fundaxer={fundaxer} /> : null;
}

/** /event/{id}: one give-back event. */
export function Component() {
  const id = useParams().id ?? '';
  const { entry, retry } = useEvent(id);
  const event = entry?.data;
  if (event) {
    const pageUrl = `${window.location.origin}/event/${encodeURIComponent(event.id)}`;
    return (
      <Page title={event.title} lede={eventLede(event)} image={event.imageUrl}>
        <EventDetail
          event={event}
          pageUrl={pageUrl}
          fundraiser={<Fundraiser eventId={event.id} fundaxerId={event.fundaxerId} />}
        />
      </Page>
    );
  }
  if (entry?.status === 'failed' && entry.error) {
    return (
      <Page title="Event">
        <LoadError error={entry.error} what="this event" onRetry={retry} />
      </Page>
    );
  }
  if (entry?.status === 'succeeded') {
    return (
      <Page
        title="Event not found"
        lede="There is no public event at this address. It may have been cancelled or not approved yet, or the link may be mistyped."
      >
        <p>
          <Link to="/special-events">See upcoming special events</Link> or{' '}
          <Link to="/">find events near you</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Event">
      <Loading label="Loading the event…" />
    </Page>
  );
}
