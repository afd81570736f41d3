// Fixtures for the portal's unit tests: one event, one venue, a ledger entry and a fundaxer's
// profile as the portal's parts keep them.
import type { OwnProfile } from '../features/portal-account/api/account-views';
import type { PortalVenue } from '../features/portal-locations/api/portal-venue';
import type { LedgerView } from '../features/portal-money/api/ledger-view';
import type { PortalEvent } from '../utils/portal-event';

export function portalEvent(overrides: Partial<PortalEvent> = {}): PortalEvent {
  return {
    id: 'e1',
    title: 'Library Night at Baca’s',
    description: 'Enchiladas for new library books.',
    category: 'schools',
    venueId: 'v1',
    venueName: 'Baca’s Green Chile Kitchen – Old Town',
    venueAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    partnerId: 'partner-1',
    organizerId: 'fundaxer-1',
    fundaxerId: 'fundaxer-1',
    fundaxerName: 'Dana Yazzie',
    eventStart: '2026-12-06T00:00:00.000Z',
    eventEnd: '2026-12-06T04:00:00.000Z',
    givebackPercent: 20,
    givebackTerms: 'Food and non-alcoholic drinks.',
    givebackExclusions: 'Alcohol.',
    goalCents: 150_000,
    salesCents: null,
    raisedCents: 0,
    imageUrl: null,
    image: null,
    special: false,
    lat: 35.0967,
    lng: -106.6698,
    status: { approved: true, reason: null, disabled: false, cancelled: false, cancelReason: null },
    disbursal: { partner: null, fundaxer: null },
    ...overrides,
  };
}

export function portalVenue(overrides: Partial<PortalVenue> = {}): PortalVenue {
  return {
    id: 'v1',
    ownerId: 'partner-1',
    name: 'Baca’s Green Chile Kitchen – Old Town',
    address: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    category: 'restaurant',
    description: 'New Mexican plates.',
    phone: '(505) 555-0134',
    website: null,
    lat: 35.0967,
    lng: -106.6698,
    status: { approved: true, reason: null, disabled: false },
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerView> = {}): LedgerView {
  return {
    id: 'payment-k1',
    kind: 'payment',
    eventId: 'e1',
    party: 'partner',
    amountCents: 9_000,
    reference: 'ACH 1001',
    reason: null,
    recordedAt: '2026-12-10T17:00:00.000Z',
    ...overrides,
  };
}

/** A fundaxer's own profile with a fundraiser $612.50 toward a $6,000 goal. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    displayName: 'Dana Yazzie',
    bio: '',
    city: null,
    website: null,
    categories: [],
    fundraiser: {
      title: 'New library books',
      story: 'x'.repeat(20),
      category: 'schools',
      goalCents: 600_000,
      raisedCents: 61_250,
    },
    listed: true,
    ...overrides,
  };
}

/** Before, during and after the fixture event (Dec 5, 5–9 PM on Mountain Time). */
export const BEFORE = new Date('2026-12-01T00:00:00Z');
export const AFTER = new Date('2026-12-07T00:00:00Z');
