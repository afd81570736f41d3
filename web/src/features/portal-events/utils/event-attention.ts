import { formatCardWhen, listingState } from '@fundax/core';

import type { AttentionItem } from '../../../components/portal/attention-list';
import { type PortalEvent, eventsNeedingAttention } from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';

/** Upcoming events awaiting review or turned down, as the dashboard's attention list shows them. */
export function eventAttention(events: PortalEvent[], now: Date): AttentionItem[] {
  return eventsNeedingAttention(events, now).map((event) => ({
    key: `event-${event.id}`,
    state: listingState(event.status),
    title: event.title,
    href: portalEventPath(event.id),
    note: formatCardWhen(event.eventStart),
    reason: event.status.approved === false ? event.status.reason : null,
  }));
}
