import {
  type CallableParsedInput,
  type DocumentOf,
  PENDING_STATUS,
  type WithId,
  type createEvent,
  consentForProposal,
  geolocOf,
} from '@fundax/core';

export interface EventParties {
  organizerId: string;
  venue: WithId<DocumentOf<'venues'>>;
  fundaxer: { id: string; name: string } | null;
}

/**
 * A new event: pending review, at its venue's location (so nearby search finds it there), with
 * copies of the venue's name and address for cards, no results and no payouts yet. The side
 * that proposes it agrees; the other side is asked (the venue's partner when a fundaxer
 * organizes, the fundaxer a partner names); a partner's event without a fundaxer needs nobody.
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
      partnerSharePercent: input.partnerSharePercent ?? null,
    },
    goalCents: input.goalCents ?? null,
    salesCents: null,
    raisedCents: 0,
    resultsReportedAt: null,
    imageUrl: input.imageUrl ?? null,
    image: null,
    special: false,
    _geoloc: geolocOf([venue._geoloc.lat, venue._geoloc.lng]),
    consent: consentForProposal({
      proposer: organizerId === venue.ownerId ? 'partner' : 'fundaxer',
      previous: null,
      fundaxer: fundaxer ? 'new' : 'none',
      dealChanged: true,
    }),
    _status: {
      ...PENDING_STATUS,
      disabled: false,
      cancelled: false,
      cancelReason: null,
      expired: false,
      venueHidden: false,
      venueHiddenReason: null,
    },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
      resultsReported: false,
      settled: false,
    },
    createdAt: now,
    updatedAt: now,
  };
}
