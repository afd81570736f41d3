import type { FundaxEvent, WithId } from '@fundax/core';

import type { DashboardData, OwnEvent } from '../features/dashboard/api/dashboard-data';

/** A stored event as Firestore's converter hands it over (approved, upcoming, both agreed). */
export function storedEvent(overrides: Partial<WithId<FundaxEvent>> = {}): WithId<FundaxEvent> {
  const at = (iso: string) => new Date(iso);
  return {
    id: 'e1',
    title: 'Library Night',
    description: '',
    category: 'schools',
    venueId: 'v1',
    venueName: 'Baca’s',
    venueAddress: '2011 Mountain Rd NW',
    partnerId: 'partner-1',
    organizerId: 'fundaxer-1',
    fundaxerId: 'fundaxer-1',
    fundaxerName: 'Dana',
    eventStart: at('2026-12-06T00:00:00Z'),
    eventEnd: at('2026-12-06T04:00:00Z'),
    giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null },
    goalCents: null,
    salesCents: null,
    raisedCents: 0,
    resultsReportedAt: null,
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: { lat: 35.1, lng: -106.7, hash: '9whp' },
    _status: {
      approved: true,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
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
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

/** One of the user's events as the dashboard keeps it. */
export function ownEvent(overrides: Partial<OwnEvent> = {}): OwnEvent {
  return {
    id: 'e1',
    title: 'Library Night at Baca’s',
    category: 'schools',
    venueName: 'Baca’s',
    eventStart: '2026-12-06T01:00:00.000Z',
    eventEnd: '2026-12-06T04:00:00.000Z',
    partnerId: 'partner-1',
    fundaxerId: 'fundaxer-1',
    raisedCents: 0,
    salesCents: null,
    givebackPercent: 20,
    fundaxerName: 'Dana Yazzie',
    state: 'approved',
    reason: null,
    payoutPending: false,
    ...overrides,
  };
}

/** A dashboard with nothing in it but what the test adds. */
export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    events: [],
    venues: [],
    fundraiser: null,
    application: null,
    proposals: [],
    readAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}
