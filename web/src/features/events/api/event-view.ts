import { type FundaxEvent, type PublicEvent, type WithId, toPublicEvent } from '@fundax/core';

/**
 * An event as the public pages show it: the wire shape of approved events (dates as ISO
 * strings, so slices stay serialisable) plus whether it was cancelled.
 */
export interface EventView extends PublicEvent {
  cancelled: boolean;
  cancelReason: string | null;
  /** The partner reported the results (a night of zero qualifying sales is reported too). */
  resultsReported: boolean;
}

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
