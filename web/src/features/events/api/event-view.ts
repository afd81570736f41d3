import type { FundaxEvent, PublicEvent, WithId } from '@fundax/core';

/**
 * An event as the public pages show it: the wire shape of approved events (dates as ISO
 * strings, so slices stay serialisable) plus whether it was cancelled.
 */
export interface EventView extends PublicEvent {
  cancelled: boolean;
  cancelReason: string | null;
}

/** Approved and not disabled: what visitors may see (a cancelled one says it is cancelled). */
export function isListedEvent(event: FundaxEvent): boolean {
  return event._status.approved === true && !event._status.disabled;
}

export function toEventView(event: WithId<FundaxEvent>): EventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    venueId: event.venueId,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    partnerId: event.partnerId,
    fundaxerId: event.fundaxerId,
    fundaxerName: event.fundaxerName,
    eventStart: event.eventStart.toISOString(),
    eventEnd: event.eventEnd.toISOString(),
    givebackPercent: event.giveback.percent,
    givebackTerms: event.giveback.terms,
    givebackExclusions: event.giveback.exclusions,
    goalCents: event.goalCents,
    raisedCents: event.raisedCents,
    imageUrl: event.imageUrl,
    special: event.special,
    lat: event._geoloc.lat,
    lng: event._geoloc.lng,
    cancelled: event._status.cancelled,
    cancelReason: event._status.cancelled ? event._status.cancelReason : null,
  };
}
