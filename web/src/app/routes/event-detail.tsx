import { LoadError, Loading, Page } from '@fundax/client/ui';
import { formatCardWhen } from '@fundax/core';
import { Link, type Params, useParams } from 'react-router';

import type { EventView } from '../../features/events/api/event-view';
import { fetchEvent } from '../../features/events/api/events-slice';
import { EventDetail } from '../../features/events/components/event-detail';
import { useEvent } from '../../features/events/hooks/use-event';
import { FundraiserSummary } from '../../features/fundraisers/components/fundraiser-summary';
import { useFundaxer } from '../../features/fundraisers/hooks/use-fundaxers';
import { store } from '../store';

/** The event's read starts as the page's code arrives, before anything renders. */
export function preload({ id }: Params) {
  if (id) void store.dispatch(fetchEvent(id));
}

function lede(event: EventView): string {
  const beneficiary = event.fundaxerName ?? 'the cause';
  return `${formatCardWhen(event.eventStart)} at ${event.venueName}. ${event.givebackPercent}% of sales go to ${beneficiary}.`;
}

function Fundraiser({ fundaxerId }: { fundaxerId: string | null }) {
  const { entry } = useFundaxer(fundaxerId);
  // The event page stands on its own: a fundraiser that cannot be shown is simply left out.
  return entry?.data ? <FundraiserSummary fundaxer={entry.data} /> : null;
}

/** /event/{id}: one give-back event. */
export function Component() {
  const id = useParams().id ?? '';
  const { entry, retry } = useEvent(id);
  const event = entry?.data;
  if (event) {
    const pageUrl = `${window.location.origin}/event/${encodeURIComponent(event.id)}`;
    return (
      <Page title={event.title} lede={lede(event)} image={event.imageUrl}>
        <EventDetail
          event={event}
          pageUrl={pageUrl}
          fundraiser={<Fundraiser fundaxerId={event.fundaxerId} />}
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
