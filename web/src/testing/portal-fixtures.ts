// Fixtures for the portal's unit tests: one event, one venue, a ledger entry, a fundaxer's
// profile, a change waiting for review and a statement, as the portal's parts keep them.
import type { StatementView } from '@fundax/client';

import type { OwnProfile } from '../features/portal-account/api/account-views';
import type { PortalVenue } from '../features/portal-locations/api/portal-venue';
import type { LedgerView } from '../features/portal-money/api/ledger-view';
import type { PortalEvent } from '../utils/portal-event';
import type { RevisionView } from '../utils/portal-revision';

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
    resultsReported: false,
    partnerSharePercent: null,
    raisedCents: 0,
    imageUrl: null,
    image: null,
    special: false,
    lat: 35.0967,
    lng: -106.6698,
    status: {
      approved: true,
      reason: null,
      disabled: false,
      cancelled: false,
      cancelReason: null,
      expired: false,
      venueHidden: false,
      venueHiddenReason: null,
    },
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null },
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
    locationSource: null,
    locationPrecision: null,
    image: null,
    imageUrl: null,
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

/** The partner's pending change of the fixture event: a later end, which the fundaxer must accept. */
export function revisionView(overrides: Partial<RevisionView> = {}): RevisionView {
  return {
    id: 'event-e1',
    targetType: 'event',
    targetId: 'e1',
    title: 'Library Night at Baca’s',
    state: 'pending',
    reason: null,
    consent: { partner: 'agreed', fundaxer: 'awaiting', reason: null },
    partnerId: 'partner-1',
    organizerId: 'fundaxer-1',
    fundaxerId: 'fundaxer-1',
    proposedBy: 'partner-1',
    updatedAt: '2026-11-30T17:00:00.000Z',
    rows: [
      {
        field: 'Ends',
        approved: 'Sat, Dec 5, 2026, 9:00 PM MST',
        proposed: 'Sat, Dec 5, 2026, 10:00 PM MST',
      },
    ],
    changes: { eventEnd: '2026-12-06T05:00:00.000Z' },
    ...overrides,
  };
}

/** The fixture event's statement: reported, the partner paid $90, the fundaxer owed $612.50. */
export function statementView(overrides: Partial<StatementView> = {}): StatementView {
  return {
    eventId: 'e1',
    eventTitle: 'Library Night at Baca’s',
    eventEnd: '2026-12-06T04:00:00.000Z',
    partnerId: 'partner-1',
    fundaxerId: 'fundaxer-1',
    salesCents: 306_250,
    givebackPercent: 20,
    partnerSharePercent: null,
    raisedCents: 61_250,
    reportedAt: '2026-12-07T17:00:00.000Z',
    partner: {
      payeeId: 'partner-1',
      owedCents: null,
      paidCents: 9_000,
      reversedCents: 0,
      netPaidCents: 9_000,
      balanceCents: null,
      lines: [
        {
          entryId: 'payment-k1',
          kind: 'payment',
          amountCents: 9_000,
          at: '2026-12-10T17:00:00.000Z',
          reference: 'ACH 1001',
          reason: null,
        },
      ],
    },
    fundaxer: {
      payeeId: 'fundaxer-1',
      owedCents: 61_250,
      paidCents: 0,
      reversedCents: 0,
      netPaidCents: 0,
      balanceCents: 61_250,
      lines: [],
    },
    updatedAt: '2026-12-10T17:00:00.000Z',
    ...overrides,
  };
}
