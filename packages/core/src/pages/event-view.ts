import { z } from 'zod';

import { type PublicEvent, publicEventSchema, toPublicEvent } from '../callables/public-shapes';
import { formatCardWhen } from '../format/mountain-time';
import type { WithId } from '../schemas/common';
import type { FundaxEvent } from '../schemas/events';

/**
 * An event as the public pages show it: the wire shape of approved events (dates as ISO
 * strings, so slices stay serialisable) plus whether it was cancelled.
 */
export const eventViewSchema = publicEventSchema.extend({
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  /** The partner reported the results (a night of zero qualifying sales is reported too). */
  resultsReported: z.boolean(),
});
export type EventView = z.infer<typeof eventViewSchema>;

/** Approved and not disabled: what visitors may see (a cancelled one says it is cancelled). */
export function isListedEvent(event: FundaxEvent): boolean {
  return event._status.approved === true && !event._status.disabled;
}

export function toEventView(event: WithId<FundaxEvent>): EventView {
  return {
    ...toPublicEvent(event),
    cancelled: event._status.cancelled,
    cancelReason: event._status.cancelled ? event._status.cancelReason : null,
    resultsReported: event._protected.resultsReported,
  };
}

/**
 * The line under an event page's title: "Sat, Dec 5 · 6:00 PM MST at Baca’s. 20% of sales go to
 * Monte Vista PTA." The page and the HTML the Hosting function serves for it both show it; a
 * link preview words the start its own way (`when`: with the year).
 */
export function eventLede(
  event: PublicEvent,
  when: (start: string) => string = formatCardWhen,
): string {
  const beneficiary = event.fundaxerName ?? 'the cause';
  return `${when(event.eventStart)} at ${event.venueName}. ${event.givebackPercent}% of sales go to ${beneficiary}.`;
}
