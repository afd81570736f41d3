import { formatCardWhen } from '@fundax/core';

import type { AttentionItem } from '../../../components/portal/attention-list';
import {
  type PortalEvent,
  eventState,
  eventStateReason,
  eventsNeedingAttention,
} from '../../../utils/portal-event';
import { portalEventPath } from '../../../utils/portal-paths';

/**
 * Upcoming events that are not public (waiting for the other side or review, declined, turned
 * down, expired, hidden with their venue), with why, as the dashboard's attention list shows them.
 */
export function eventAttention(events: PortalEvent[], now: Date): AttentionItem[] {
  return eventsNeedingAttention(events, now).map((event) => ({
    key: `event-${event.id}`,
    state: eventState(event),
    title: event.title,
    href: portalEventPath(event.id),
    note: formatCardWhen(event.eventStart),
    reason: eventStateReason(event),
  }));
}
