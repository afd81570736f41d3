import { z } from '../zod';
import { publicEventSchema, toPublicEvent } from '../callables/public-shapes';
import type { WithId } from '../schemas/common';
import type { FundaxEvent } from '../schemas/events';

/**
 * An event as the public pages show it: the wire shape of approved events (dates as ISO
 * strings, so slices stay serialisable) plus whether it was cancelled.
 */
export const eventViewSchema = z.extend(publicEventSchema, {
  cancelled: z.boolean(),
  cancelReason: z.nullable(z.string()),
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
