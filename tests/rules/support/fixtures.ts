// Valid documents of every collection (they parse with core's schemas), built the way the
// callables store them, with overrides for the state a test needs.
import {
  type Application,
  type AuditEntry,
  type FileRecord,
  type FundaxEvent,
  type LedgerEntry,
  type NetworkingGroup,
  type Profile,
  type Resource,
  type SuccessStory,
  type SupportRequest,
  type User,
  type Venue,
  geolocOf,
} from '@fundax/core';

import { UID } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One fixed "now" for the whole suite, so date filters are deterministic within a run. */
export const NOW = new Date();
export const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const CREATED = daysFromNow(-30);
const OLD_TOWN: [number, number] = [35.0961, -106.6701];

const approved = { approved: true, reason: null, reviewedAt: CREATED, reviewedBy: UID.admin };
export const STATUS = {
  pending: { approved: null, reason: null, reviewedAt: null, reviewedBy: null },
  approved,
  rejected: { ...approved, approved: false, reason: 'The address could not be verified.' },
} as const;

export function user(overrides: Partial<User> = {}): User {
  return {
    role: 'partner',
    displayName: 'Miguel Baca',
    email: 'miguel@example.test',
    phone: '(505) 555-0134',
    organization: { name: 'Baca Coffee', website: null },
    listings: [],
    payoutProfile: {
      method: 'ach',
      payeeName: 'Baca Coffee LLC',
      accountLast4: '4321',
      mailingAddress: null,
    },
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    role: 'partner',
    displayName: 'Miguel Baca',
    organizationName: 'Baca Coffee',
    bio: '',
    city: 'Albuquerque',
    website: null,
    imageUrl: null,
    categories: [],
    fundraiser: null,
    listed: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function venue(overrides: Partial<Venue> = {}): Venue {
  return {
    ownerId: UID.owner,
    name: 'Baca Coffee',
    address: '2000 Central Ave SW, Albuquerque, NM 87104',
    category: 'cafe',
    description: '',
    phone: null,
    website: null,
    imageUrl: null,
    image: null,
    _geoloc: geolocOf(OLD_TOWN),
    _status: { ...STATUS.approved, disabled: false },
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function event(overrides: Partial<FundaxEvent> = {}): FundaxEvent {
  return {
    title: 'Give-back night for Duranes Elementary',
    description: '',
    category: 'schools',
    venueId: 'v-approved',
    venueName: 'Baca Coffee',
    venueAddress: '2000 Central Ave SW, Albuquerque, NM 87104',
    partnerId: UID.owner,
    organizerId: UID.owner,
    fundaxerId: UID.payee,
    fundaxerName: 'Dana Yazzie',
    eventStart: daysFromNow(7),
    eventEnd: daysFromNow(7.2),
    giveback: { percent: 15, terms: '', exclusions: '' },
    goalCents: 50_000,
    raisedCents: 0,
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: geolocOf(OLD_TOWN),
    _status: { ...STATUS.approved, disabled: false, cancelled: false, cancelReason: null },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
    },
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    applicantId: UID.owner,
    applicantName: 'Priya Raman',
    submitDate: Math.floor(daysFromNow(-3).getTime() / 1000),
    answers: { why: 'I want to meet other local business owners.' },
    categories: ['finance'],
    _status: STATUS.pending,
    dues: null,
    ...overrides,
  };
}

export function successStory(overrides: Partial<SuccessStory> = {}): SuccessStory {
  return {
    title: 'Duranes raised its library fund',
    summary: 'Four give-back nights paid for 300 new books.',
    body: 'Families and neighbours came out to four give-back nights across Old Town.',
    category: 'schools',
    fundaxerId: UID.payee,
    eventId: null,
    raisedCents: 250_000,
    imageUrl: null,
    published: true,
    publishedAt: daysFromNow(-10),
    createdAt: CREATED,
    updatedAt: daysFromNow(-10),
    ...overrides,
  };
}

export function networkingGroup(overrides: Partial<NetworkingGroup> = {}): NetworkingGroup {
  return {
    name: 'Nob Hill Business Breakfast',
    description: 'Owners of Nob Hill shops meet over breakfast every week.',
    city: 'Albuquerque',
    meets: 'Tuesdays 7:30 am',
    address: null,
    venueId: null,
    categories: ['retail'],
    contactUrl: null,
    memberCount: 24,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    kind: 'video',
    title: 'Hosting your first give-back night',
    description: '',
    url: 'https://videos.example.test/first-night.mp4',
    audience: [],
    sizeBytes: null,
    durationSeconds: 420,
    fileId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function supportRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    requesterId: UID.owner,
    requesterEmail: 'miguel@example.test',
    subject: 'Event dates',
    message: 'How do I move my event to next week?',
    status: 'open',
    resolution: null,
    resolvedAt: null,
    resolvedBy: null,
    createdAt: daysFromNow(-2),
    ...overrides,
  };
}

export function ledgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    kind: 'payment',
    eventId: 'e-ended-paid',
    party: 'partner',
    payeeId: UID.owner,
    amountCents: 12_500,
    reference: 'ACH 20261104-7731',
    idempotencyKey: 'payout-e-ended-paid-partner',
    reason: null,
    reverses: null,
    recordedBy: UID.admin,
    recordedAt: daysFromNow(-5),
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    actorId: UID.admin,
    action: 'venue.approve',
    targetType: 'venue',
    targetId: 'v-approved',
    reason: null,
    changes: { approved: true },
    at: daysFromNow(-20),
    ...overrides,
  };
}

export function fileRecord(overrides: Partial<FileRecord> = {}): FileRecord {
  return {
    ownerId: UID.owner,
    purpose: 'venue-photo',
    contentType: 'image/jpeg',
    sizeBytes: 1_204_112,
    state: 'stored',
    rejectReason: null,
    storedBytes: 1_204_112,
    url: 'https://files.example.test/f-photo/card.webp',
    image: {
      fileId: 'f-photo',
      variants: [
        {
          name: 'thumb',
          url: 'https://files.example.test/f-photo/thumb.webp',
          width: 400,
          height: 267,
        },
        {
          name: 'card',
          url: 'https://files.example.test/f-photo/card.webp',
          width: 1200,
          height: 800,
        },
      ],
    },
    uploadTokenHash: null,
    uploadExpiresAt: CREATED,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
