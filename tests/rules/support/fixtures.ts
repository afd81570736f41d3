// Valid documents of every collection (they parse with core's schemas), built the way the
// callables store them, with overrides for the state a test needs.
import {
  type AdminFeedItem,
  type AlertDigest,
  type Application,
  type AuditEntry,
  type FileRecord,
  type FundaxEvent,
  type LedgerEntry,
  type Mail,
  type NetworkingGroup,
  type Payee,
  type Notification,
  type Profile,
  type Resource,
  type Revision,
  type Statement,
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
    emailVerified: true,
    phone: '(505) 555-0134',
    organization: { name: 'Baca Coffee', website: null },
    listings: [],
    payoutProfile: {
      method: 'ach',
      payeeName: 'Baca Coffee LLC',
      accountLast4: '4321',
      mailingAddress: null,
    },
    notificationSettings: { emailOff: [], allEmailOff: false },
    eventAlerts: null,
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
    locationSource: null,
    locationPrecision: null,
    _status: { ...STATUS.approved, disabled: false },
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** An event's `_status`: a review state, and no flags unless given. */
export function eventStatus(
  review: (typeof STATUS)[keyof typeof STATUS],
  flags: Partial<FundaxEvent['_status']> = {},
): FundaxEvent['_status'] {
  return {
    ...review,
    disabled: false,
    cancelled: false,
    cancelReason: null,
    expired: false,
    venueHidden: false,
    venueHiddenReason: null,
    ...flags,
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
    giveback: { percent: 15, terms: '', exclusions: '', partnerSharePercent: null },
    goalCents: 50_000,
    salesCents: null,
    raisedCents: 0,
    resultsReportedAt: null,
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: geolocOf(OLD_TOWN),
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
    _status: eventStatus(STATUS.approved),
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
      resultsReported: false,
      settled: false,
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
    requesterEmailVerified: true,
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
    owedCents: null,
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

/** A change to an approved event (by default the owner's new title, waiting for review). */
export function revision(overrides: Partial<Revision> = {}): Revision {
  return {
    targetType: 'event',
    targetId: 'e-public',
    title: 'Give-back night for Duranes Elementary',
    partnerId: UID.owner,
    organizerId: UID.owner,
    fundaxerId: UID.payee,
    currentFundaxerId: UID.payee,
    changes: { title: 'Give-back night for Duranes Elementary School' },
    current: { title: 'Give-back night for Duranes Elementary' },
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
    state: 'pending',
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
    proposedBy: UID.owner,
    createdAt: daysFromNow(-2),
    updatedAt: daysFromNow(-2),
    endsAt: daysFromNow(7.2),
    ...overrides,
  } as Revision;
}

/** Who a party of an event is paid (by default the payee as the fundaxer of e-ended-paid). */
export function payee(overrides: Partial<Payee> = {}): Payee {
  return {
    eventId: 'e-ended-paid',
    party: 'fundaxer',
    payeeId: UID.payee,
    name: 'Duranes Elementary PTA',
    method: 'ach',
    accountLast4: '2468',
    frozenAt: daysFromNow(-20),
    frozenBy: UID.admin,
    ...overrides,
  };
}

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    kind: 'payout-recorded',
    title: 'Payout recorded: $125.00',
    body: '$125.00 for “Taco night”, sent November 4, 2026. Reference: ACH 20261104-7731.',
    link: '/portal/events/e-ended-paid',
    createdAt: daysFromNow(-5),
    readAt: null,
    ...overrides,
  };
}

/** An event's settlement statement (by default e-ended-paid: owner partner, payee fundaxer). */
export function statement(overrides: Partial<Statement> = {}): Statement {
  const account = (payeeId: string, owedCents: number | null, paid: number) => ({
    payeeId,
    owedCents,
    paidCents: paid,
    reversedCents: 0,
    netPaidCents: paid,
    balanceCents: owedCents === null ? null : owedCents - paid,
    lines: [
      {
        entryId: `l-${payeeId}`,
        kind: 'payment' as const,
        amountCents: paid,
        at: daysFromNow(-5),
        reference: 'ACH 20261104-7731',
        reason: null,
      },
    ],
  });
  return {
    eventId: 'e-ended-paid',
    eventTitle: 'Give-back night for Duranes Elementary',
    eventEnd: daysFromNow(-9.8),
    partnerId: UID.owner,
    fundaxerId: UID.payee,
    salesCents: 8_000,
    givebackPercent: 15,
    partnerSharePercent: null,
    raisedCents: 1_200,
    reportedAt: daysFromNow(-9),
    partner: account(UID.owner, null, 12_500),
    fundaxer: account(UID.payee, 1_200, 1_200),
    updatedAt: daysFromNow(-5),
    ...overrides,
  };
}

export function adminFeedItem(overrides: Partial<AdminFeedItem> = {}): AdminFeedItem {
  return {
    kind: 'venue-submitted',
    subjectId: 'v-pending',
    title: 'New location to review: Baca Coffee',
    body: 'Miguel Baca added it. It stays hidden until it is approved.',
    link: '/auth/record/v-pending?kind=venue',
    createdAt: daysFromNow(-3),
    handledAt: null,
    ...overrides,
  };
}

export function mail(overrides: Partial<Mail> = {}): Mail {
  return {
    to: 'miguel@example.test',
    message: {
      subject: 'Payout recorded',
      text: 'Hi Miguel Baca,',
      html: '<p>Hi Miguel Baca,</p>',
    },
    headers: {
      'List-Unsubscribe': '<https://example.test/unsubscribe?t=x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind: 'payout-recorded',
    recipientId: UID.owner,
    createdAt: daysFromNow(-5),
    outbox: {
      state: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      leaseExpiresAt: null,
      claimId: null,
      lastError: null,
      sentAt: daysFromNow(-5),
      messageId: '<m@example.test>',
    },
    ...overrides,
  };
}

export function alertDigest(overrides: Partial<AlertDigest> = {}): AlertDigest {
  return {
    recipientId: UID.owner,
    events: [
      {
        eventId: 'e-public',
        eventTitle: 'Taco night',
        venueName: 'Baca Coffee',
        startsAt: daysFromNow(3),
        distanceKm: 1.5,
        givebackPercent: 15,
      },
    ],
    updatedAt: daysFromNow(-1),
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
