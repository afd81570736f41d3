import type { CollectionName } from './collections';

/**
 * A realistic stored document for every collection, as functions write them (test data only).
 * Timestamps appear in the forms Firestore hands back, so reads are exercised as in production.
 */
const at = (iso: string) => ({ toDate: () => new Date(iso) });
const seconds = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

export const sampleDocuments: Record<CollectionName, Record<string, unknown>> = {
  users: {
    role: 'partner',
    displayName: 'Miguel Baca',
    email: 'partner@fundax.test',
    phone: '(505) 555-0134',
    organization: { name: 'Barelas Coffee House', website: 'https://barelascoffee.example' },
    listings: ['venue-barelas', 'event-taco-night'],
    payoutProfile: {
      method: 'ach',
      payeeName: 'Barelas Coffee House LLC',
      accountLast4: '4321',
      mailingAddress: null,
    },
    createdAt: at('2026-09-01T16:00:00Z'),
    updatedAt: at('2026-10-12T18:30:00Z'),
  },
  profiles: {
    role: 'fundaxer',
    displayName: 'Dana Yazzie',
    organizationName: 'Eisenhower Middle School PTA',
    bio: 'Raising money for a new science lab.',
    city: 'Albuquerque',
    website: null,
    imageUrl: 'https://images.example/dana.jpg',
    categories: [],
    fundraiser: {
      title: 'Science lab for Eisenhower',
      story: 'Our students share three microscopes between four classes. Help us fix that.',
      category: 'schools',
      goalCents: 500_000,
      raisedCents: 125_050,
    },
    listed: true,
    createdAt: '2026-09-03T10:00:00Z',
    updatedAt: new Date('2026-10-01T10:00:00Z'),
  },
  venues: {
    ownerId: 'uid-miguel',
    name: 'Barelas Coffee House',
    address: '1502 4th St SW, Albuquerque, NM 87102',
    category: 'cafe',
    description: 'New Mexican breakfast and red chile since 1978.',
    phone: '(505) 555-0134',
    website: 'https://barelascoffee.example',
    imageUrl: null,
    _geoloc: { lat: 35.0722, lng: -106.6545, hash: '9whp2d6q8w' },
    _status: {
      approved: true,
      reason: null,
      reviewedAt: at('2026-09-02T15:00:00Z'),
      reviewedBy: 'uid-rosa',
      disabled: false,
    },
    createdAt: at('2026-09-01T16:05:00Z'),
    updatedAt: at('2026-09-02T15:00:00Z'),
  },
  events: {
    title: 'Taco Tuesday for the science lab',
    description: '20% of every order goes to Eisenhower Middle School.',
    category: 'schools',
    venueId: 'venue-barelas',
    venueName: 'Barelas Coffee House',
    venueAddress: '1502 4th St SW, Albuquerque, NM 87102',
    partnerId: 'uid-miguel',
    organizerId: 'uid-dana',
    fundaxerId: 'uid-dana',
    fundaxerName: 'Dana Yazzie',
    eventStart: at('2026-12-01T17:00:00Z'),
    eventEnd: at('2026-12-02T03:00:00Z'),
    giveback: { percent: 20, terms: 'Dine-in and takeout.', exclusions: 'Gift cards, alcohol.' },
    goalCents: 150_000,
    raisedCents: 0,
    imageUrl: null,
    special: false,
    _geoloc: { lat: 35.0722, lng: -106.6545, hash: '9whp2d6q8w' },
    _status: {
      approved: null,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
      cancelled: false,
      cancelReason: null,
    },
    _protected: {
      disbursal: {
        partner: { paidAt: seconds('2026-12-03T18:00:00Z'), entryId: 'ledger-1' },
        fundaxer: null,
      },
      awaitingPayment: true,
    },
    createdAt: at('2026-11-10T12:00:00Z'),
    updatedAt: at('2026-11-10T12:00:00Z'),
  },
  applications: {
    applicantId: 'uid-priya',
    applicantName: 'Priya Raman',
    submitDate: 1_793_000_000,
    answers: { business: 'Raman Realty', why: 'To meet other Rio Rancho business owners.' },
    categories: ['real-estate'],
    _status: { approved: null, reason: null, reviewedAt: null, reviewedBy: null },
    dues: null,
  },
  successStories: {
    title: 'A new roof for the Westside shelter',
    summary: 'Four give-back nights at three restaurants paid for the shelter’s new roof.',
    body: 'In October, three Westside restaurants gave 20% of their sales for four nights...',
    category: 'community',
    fundaxerId: null,
    eventId: 'event-roof',
    raisedCents: 1_240_000,
    imageUrl: null,
    published: true,
    publishedAt: at('2026-11-01T12:00:00Z'),
    createdAt: at('2026-10-30T12:00:00Z'),
    updatedAt: at('2026-11-01T12:00:00Z'),
  },
  networkingGroups: {
    name: 'Rio Rancho Business Breakfast',
    description: 'Owners of small Rio Rancho businesses meet over breakfast every week.',
    city: 'Rio Rancho',
    meets: 'Tuesdays 7:00-8:30',
    address: '4001 Southern Blvd SE, Rio Rancho, NM 87124',
    venueId: null,
    categories: ['real-estate', 'finance'],
    contactUrl: 'https://rrbreakfast.example/join',
    memberCount: 34,
    createdAt: at('2026-08-01T12:00:00Z'),
    updatedAt: at('2026-08-01T12:00:00Z'),
  },
  resources: {
    kind: 'document',
    title: 'Give-back event checklist',
    description: 'What to prepare before your first event.',
    url: 'https://files.example/checklist.pdf',
    audience: ['partner'],
    sizeBytes: 248_000,
    durationSeconds: null,
    createdAt: at('2026-08-01T12:00:00Z'),
    updatedAt: at('2026-08-01T12:00:00Z'),
  },
  supportRequests: {
    requesterId: 'uid-dana',
    requesterEmail: 'fundaxer@fundax.test',
    subject: 'Event date change',
    message: 'Can we move Taco Tuesday to the following week?',
    status: 'open',
    resolution: null,
    resolvedAt: null,
    resolvedBy: null,
    createdAt: at('2026-11-12T12:00:00Z'),
  },
  ledger: {
    kind: 'payment',
    eventId: 'event-taco-night',
    party: 'partner',
    payeeId: 'uid-miguel',
    amountCents: 42_000,
    reference: 'ACH 2026-12-03 #1182',
    idempotencyKey: 'pay-event-taco-night-partner',
    reason: null,
    reverses: null,
    recordedBy: 'uid-rosa',
    recordedAt: at('2026-12-03T18:00:00Z'),
  },
  auditLog: {
    actorId: 'uid-rosa',
    action: 'disbursal.mark',
    targetType: 'event',
    targetId: 'event-taco-night',
    reason: null,
    changes: { party: 'partner', amountCents: 42_000, paid: true, previous: null },
    at: at('2026-12-03T18:00:00Z'),
  },
  files: {
    ownerId: 'uid-miguel',
    purpose: 'venue-photo',
    contentType: 'image/jpeg',
    sizeBytes: 1_204_112,
    state: 'stored',
    rejectReason: null,
    storedBytes: 1_204_112,
    url: null,
    image: {
      fileId: 'file-barelas',
      variants: [
        { name: 'thumb', url: 'https://cdn.example/f/thumb.webp', width: 400, height: 267 },
        { name: 'card', url: 'https://cdn.example/f/card.webp', width: 1200, height: 800 },
      ],
    },
    uploadTokenHash: null,
    uploadExpiresAt: at('2026-08-01T12:15:00Z'),
    createdAt: at('2026-08-01T12:00:00Z'),
    updatedAt: at('2026-08-01T12:00:05Z'),
  },
};

/** A deep copy to edit in a test: plain objects and arrays are copied, timestamps shared. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, cloneDocument(entry)]),
    ) as T;
  }
  return value;
}
