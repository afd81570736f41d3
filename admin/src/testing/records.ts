// Records as the console's store keeps them (parsed, with ids, dates as ISO strings), for tests.
import type {
  AuditRecord,
  EventRecord,
  GroupRecord,
  LedgerRecord,
  ProfileRecord,
  ResourceRecord,
  StoryRecord,
  VenueRecord,
} from '../utils/records';

export function storyRecord(overrides: Partial<StoryRecord> = {}): StoryRecord {
  return {
    id: 's-library',
    title: 'Books for Bel-Air',
    summary: 'Three give-back nights filled the school library.',
    body: 'It started with one taco night.\n\nBy spring the shelves were full.',
    category: 'schools',
    fundaxerId: null,
    eventId: null,
    raisedCents: 184_000,
    imageUrl: null,
    published: true,
    publishedAt: '2026-10-01T00:00:00.000Z',
    createdAt: '2026-09-20T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export function groupRecord(overrides: Partial<GroupRecord> = {}): GroupRecord {
  return {
    id: 'g-westside',
    name: 'Westside Business Breakfast',
    description: 'Owners of Westside shops trading referrals over coffee.',
    city: 'Albuquerque',
    meets: 'Tuesdays, 7:00–8:15 am',
    address: null,
    venueId: null,
    categories: ['finance', 'insurance'],
    contactUrl: null,
    memberCount: 24,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

export function resourceRecord(overrides: Partial<ResourceRecord> = {}): ResourceRecord {
  return {
    id: 'r-playbook',
    kind: 'document',
    title: 'Partner playbook',
    description: 'How to host a give-back night.',
    url: 'https://docs.fundax.example/partner-playbook.pdf',
    audience: ['partner'],
    sizeBytes: 1_258_291,
    durationSeconds: null,
    fileId: null,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-10-02T00:00:00.000Z',
    ...overrides,
  };
}

export function auditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 'a1',
    actorId: 'demo-admin',
    action: 'event.approve',
    targetType: 'event',
    targetId: 'e-green-chile-cookoff',
    reason: null,
    changes: null,
    at: '2026-11-20T17:30:00.000Z',
    ...overrides,
  };
}

export function eventRecord(overrides: Partial<EventRecord> = {}): EventRecord {
  return {
    id: 'e-cookoff',
    title: 'Green Chile Cook-off',
    description: '',
    category: 'schools',
    venueId: 'v-old-town',
    venueName: 'Baca’s Green Chile Kitchen – Old Town',
    venueAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    partnerId: 'p1',
    organizerId: 'p1',
    fundaxerId: null,
    fundaxerName: null,
    eventStart: '2030-05-02T00:00:00.000Z',
    eventEnd: '2030-05-02T04:00:00.000Z',
    giveback: { percent: 15, terms: '', exclusions: '', partnerSharePercent: null },
    goalCents: null,
    raisedCents: 0,
    salesCents: null,
    resultsReportedAt: null,
    consent: { partner: 'agreed', fundaxer: 'none', reason: null, respondedAt: null },
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: { lat: 35.08, lng: -106.6, hash: '9whp9yx8gq' },
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
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function venueRecord(overrides: Partial<VenueRecord> = {}): VenueRecord {
  return {
    id: 'v-old-town',
    ownerId: 'demo-partner',
    name: 'Baca’s Green Chile Kitchen – Old Town',
    address: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    category: 'restaurant',
    description: '',
    phone: '(505) 555-0134',
    website: null,
    imageUrl: null,
    image: null,
    _geoloc: { lat: 35.0967, lng: -106.6698, hash: '9whp9yx8gq' },
    locationSource: null,
    locationPrecision: null,
    _status: {
      approved: true,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
    },
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

export function profileRecord(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    id: 'demo-fundaxer',
    role: 'fundaxer',
    displayName: 'Dana Yazzie',
    organizationName: 'Monte Vista Elementary PTA',
    bio: '',
    city: 'Albuquerque',
    website: null,
    imageUrl: null,
    categories: [],
    fundraiser: {
      title: 'New library books',
      story: 'Every dollar buys books our students choose.',
      category: 'schools',
      goalCents: 600_000,
      raisedCents: 61_250,
    },
    listed: true,
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

export function ledgerRecord(overrides: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    id: 'payment-p1',
    kind: 'payment',
    eventId: 'e-cookoff',
    party: 'partner',
    payeeId: 'p1',
    amountCents: 61_250,
    reference: 'ACH 1001',
    idempotencyKey: 'payout-0001',
    reason: null,
    reverses: null,
    recordedBy: 'demo-admin',
    recordedAt: '2030-05-04T17:00:00.000Z',
    owedCents: null,
    ...overrides,
  };
}
