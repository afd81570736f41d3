import {
  type CallableParsedInput,
  type DocumentOf,
  PENDING_STATUS,
  type WithId,
  type createEvent,
  geolocOf,
} from '@fundax/core';

export interface EventParties {
  organizerId: string;
  venue: WithId<DocumentOf<'venues'>>;
  fundaxer: { id: string; name: string } | null;
}

/**
 * A new event: pending review, at its venue's location (so nearby search finds it there), with
 * copies of the venue's name and address for cards, and no payouts yet.
 */
export function newEvent(
  input: CallableParsedInput<typeof createEvent>,
  { organizerId, venue, fundaxer }: EventParties,
  now: Date,
): DocumentOf<'events'> {
  return {
    title: input.title,
    description: input.description ?? '',
    category: input.category,
    venueId: venue.id,
    venueName: venue.name,
    venueAddress: venue.address,
    partnerId: venue.ownerId,
    organizerId,
    fundaxerId: fundaxer?.id ?? null,
    fundaxerName: fundaxer?.name ?? null,
    eventStart: new Date(input.eventStart),
    eventEnd: new Date(input.eventEnd),
    giveback: {
      percent: input.givebackPercent,
      terms: input.givebackTerms ?? '',
      exclusions: input.givebackExclusions ?? '',
    },
    goalCents: input.goalCents ?? null,
    raisedCents: 0,
    imageUrl: input.imageUrl ?? null,
    image: null,
    special: false,
    _geoloc: geolocOf([venue._geoloc.lat, venue._geoloc.lng]),
    _status: { ...PENDING_STATUS, disabled: false, cancelled: false, cancelReason: null },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
    },
    createdAt: now,
    updatedAt: now,
  };
}
