import type { FundaxEvent, WithId } from '@fundax/core';

/** A stored event as the converter hands it back (tests only). */
export function storedEvent(overrides: Partial<WithId<FundaxEvent>> = {}): WithId<FundaxEvent> {
  return {
    id: 'e-library-night',
    title: 'Library Night at Baca’s',
    description: 'Enchiladas for library books.',
    category: 'schools',
    venueId: 'v-bacas',
    venueName: 'Baca’s Green Chile Kitchen',
    venueAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    partnerId: 'demo-partner',
    organizerId: 'demo-fundaxer',
    fundaxerId: 'demo-fundaxer',
    fundaxerName: 'Monte Vista Elementary PTA',
    eventStart: new Date('2026-12-06T00:00:00Z'),
    eventEnd: new Date('2026-12-06T04:00:00Z'),
    giveback: { percent: 20, terms: 'Food and soft drinks.', exclusions: 'Alcohol.' },
    goalCents: 150_000,
    raisedCents: 61_250,
    imageUrl: null,
    image: null,
    special: true,
    _geoloc: { lat: 35.0967, lng: -106.6698, hash: '9whp1zr4' },
    _status: {
      approved: true,
      disabled: false,
      cancelled: false,
      cancelReason: null,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
    },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
    },
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}
