// Turns the demo community into Firestore documents, exactly as the callables would have written
// them, each parsed through its collection schema from @fundax/core before anything is written.
import {
  ANGEL_DUES_CENTS,
  type CollectionName,
  type DocumentOf,
  NEARBY_COUNTS_COLLECTION,
  PENDING_STATUS,
  geolocOf,
  type CountedKind,
  eventCountedAt,
  isAwaitingPayment,
  venueCountedAt,
  parseDocument,
  tallyCellCounts,
  countsDocId,
} from '@fundax/core';

import { APPLICATIONS, GROUPS, RESOURCES, STORIES, SUPPORT_REQUESTS } from './content';
import { EVENTS, type SeedEvent } from './happenings';
import { PEOPLE } from './people';
import { VENUES } from './places';

export type SeedDocuments = { [C in CollectionName]: Map<string, DocumentOf<C>> };

const ZONE = 'America/Denver';
const DAY = 86_400_000;

/** The UTC offset (minutes) of America/Denver at an instant, e.g. -420 in winter. */
function denverOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d+)(?::(\d+))?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `hour`:00 local Albuquerque time, `days` days from the local date of `now`. */
export function denverTime(now: Date, days: number, hour: number): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(new Date(now.getTime() + days * DAY))
    .split('-')
    .map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour);
  return new Date(guess - denverOffsetMinutes(new Date(guess)) * 60_000);
}

function put<C extends CollectionName>(
  docs: SeedDocuments,
  collection: C,
  id: string,
  data: unknown,
): DocumentOf<C> {
  const { id: _id, ...parsed } = parseDocument(collection, id, data);
  const doc = parsed as unknown as DocumentOf<C>;
  docs[collection].set(id, doc);
  return doc;
}

const reviewed = (approved: boolean, at: Date, reason: string | null = null) => ({
  approved,
  reason,
  reviewedAt: at,
  reviewedBy: 'demo-admin',
});

function eventStatus(event: SeedEvent, at: Date) {
  switch (event.status) {
    case 'pending':
      return { ...PENDING_STATUS, disabled: false, cancelled: false, cancelReason: null };
    case 'rejected':
      return {
        ...reviewed(false, at, event.reason ?? null),
        disabled: false,
        cancelled: false,
        cancelReason: null,
      };
    case 'cancelled':
      return {
        ...reviewed(true, at),
        disabled: false,
        cancelled: true,
        cancelReason: event.reason ?? null,
      };
    default:
      return { ...reviewed(true, at), disabled: false, cancelled: false, cancelReason: null };
  }
}

export function buildSeed(now: Date): SeedDocuments {
  const docs = Object.fromEntries(
    [
      'users',
      'profiles',
      'venues',
      'events',
      'applications',
      'successStories',
      'networkingGroups',
      'resources',
      'supportRequests',
      'ledger',
      'auditLog',
    ].map((name) => [name, new Map()]),
  ) as SeedDocuments;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const joined = daysAgo(240);
  const person = (uid: string) => {
    const found = PEOPLE.find((p) => p.uid === uid);
    if (!found) throw new Error(`seed: unknown person ${uid}`);
    return found;
  };
  const listings = new Map<string, string[]>();
  const addListing = (uid: string, id: string) =>
    listings.set(uid, [...(listings.get(uid) ?? []), id]);
  const audit = (
    action: string,
    targetType: string,
    targetId: string,
    at: Date,
    reason: string | null = null,
  ) =>
    put(docs, 'auditLog', `audit-${action}-${targetId}`, {
      actorId: 'demo-admin',
      action,
      targetType,
      targetId,
      reason,
      changes: null,
      at,
    });

  for (const venue of VENUES) {
    addListing(venue.ownerId, venue.id);
    const at = daysAgo(200);
    const status =
      venue.status === 'pending'
        ? { ...PENDING_STATUS, disabled: false }
        : {
            ...reviewed(venue.status !== 'rejected', at, venue.reason ?? null),
            disabled: venue.status === 'disabled',
          };
    put(docs, 'venues', venue.id, {
      ownerId: venue.ownerId,
      name: venue.name,
      address: venue.address,
      category: venue.category,
      description: venue.description,
      phone: venue.phone ?? null,
      website: venue.website ?? null,
      imageUrl: null,
      _geoloc: geolocOf(venue.location),
      _status: status,
      createdAt: daysAgo(210),
      updatedAt: at,
    });
    if (venue.status !== 'pending')
      audit(
        venue.status === 'rejected' ? 'venue.reject' : 'venue.approve',
        'venue',
        venue.id,
        at,
        venue.reason,
      );
  }

  const raisedBy = new Map<string, number>();
  for (const event of EVENTS) {
    const venue = docs.venues.get(event.venueId);
    if (!venue) throw new Error(`seed: event ${event.id} names unknown venue ${event.venueId}`);
    addListing(event.organizerId, event.id);
    const eventStart = denverTime(now, event.day, event.startHour);
    const eventEnd = new Date(eventStart.getTime() + event.hours * 3_600_000);
    const createdAt = daysAgo(Math.max(5, 20 - event.day));
    const reviewedAt = new Date(createdAt.getTime() + DAY);
    const mark = (party: 'partner' | 'fundaxer') => {
      const amount = event.paid?.[party];
      if (amount === undefined) return null;
      const paidAt = new Date(eventEnd.getTime() + 3 * DAY);
      const entryId = `pay-${event.id}-${party}`;
      const payeeId = party === 'partner' ? venue.ownerId : event.fundaxerId;
      if (!payeeId) throw new Error(`seed: ${event.id} pays a fundaxer it does not have`);
      put(docs, 'ledger', entryId, {
        kind: 'payment',
        eventId: event.id,
        party,
        payeeId,
        amountCents: amount,
        reference: `${party === 'partner' ? 'ACH' : 'CHK'}-${event.id.slice(2, 10).toUpperCase()}`,
        idempotencyKey: `seed-${entryId}`,
        reason: null,
        reverses: null,
        recordedBy: 'demo-admin',
        recordedAt: paidAt,
      });
      audit('disbursal.mark', 'ledger', entryId, paidAt);
      return { paidAt, entryId };
    };
    const fundaxer = event.fundaxerId ? person(event.fundaxerId) : null;
    const doc = {
      title: event.title,
      description: event.description,
      category: event.category,
      venueId: event.venueId,
      venueName: venue.name,
      venueAddress: venue.address,
      partnerId: venue.ownerId,
      organizerId: event.organizerId,
      fundaxerId: event.fundaxerId,
      fundaxerName: fundaxer ? (fundaxer.organization?.name ?? fundaxer.displayName) : null,
      eventStart,
      eventEnd,
      giveback: {
        percent: event.percent,
        terms: event.terms ?? '',
        exclusions: event.exclusions ?? '',
      },
      goalCents: event.goalCents ?? null,
      raisedCents: event.raisedCents ?? 0,
      imageUrl: null,
      special: event.special ?? false,
      _geoloc: venue._geoloc,
      _status: eventStatus(event, reviewedAt),
      _protected: {
        disbursal: { partner: mark('partner'), fundaxer: mark('fundaxer') },
        awaitingPayment: false,
        countedHash: null as string | null,
      },
      createdAt,
      updatedAt: reviewedAt,
    };
    doc._protected.awaitingPayment = isAwaitingPayment(
      { ...doc, _status: { approved: doc._status.approved, cancelled: doc._status.cancelled } },
      now,
    );
    doc._protected.countedHash = eventCountedAt(doc, now);
    put(docs, 'events', event.id, doc);
    if (event.status !== 'pending') {
      audit(
        event.status === 'rejected' ? 'event.reject' : 'event.approve',
        'event',
        event.id,
        reviewedAt,
        event.status === 'rejected' ? event.reason : null,
      );
    }
    if (event.status === 'cancelled')
      audit('event.cancel', 'event', event.id, reviewedAt, event.reason);
    if (event.fundaxerId && event.raisedCents) {
      raisedBy.set(event.fundaxerId, (raisedBy.get(event.fundaxerId) ?? 0) + event.raisedCents);
    }
  }

  for (const p of PEOPLE) {
    if (!p.role) continue;
    put(docs, 'users', p.uid, {
      role: p.role,
      displayName: p.displayName,
      email: p.email,
      // Seeded identities are created verified (scripts/seed/index.ts).
      emailVerified: true,
      phone: p.phone ?? null,
      organization: p.organization
        ? { name: p.organization.name, website: p.organization.website ?? null }
        : null,
      listings: listings.get(p.uid) ?? [],
      payoutProfile: p.payout
        ? {
            method: p.payout.method,
            payeeName: p.payout.payeeName,
            accountLast4: p.payout.accountLast4 ?? null,
            mailingAddress: null,
          }
        : null,
      createdAt: joined,
      updatedAt: joined,
    });
    put(docs, 'profiles', p.uid, {
      role: p.role,
      displayName: p.displayName,
      organizationName: p.organization?.name ?? null,
      bio: p.bio,
      city: p.city,
      website: p.organization?.website ?? null,
      imageUrl: null,
      categories: p.categories ?? [],
      fundraiser: p.fundraiser ? { ...p.fundraiser, raisedCents: raisedBy.get(p.uid) ?? 0 } : null,
      listed: p.role === 'angel' ? (p.listed ?? false) : true,
      createdAt: joined,
      updatedAt: joined,
    });
  }

  for (const application of APPLICATIONS) {
    const submitted = daysAgo(application.daysAgo);
    const reviewedAt = new Date(submitted.getTime() + 2 * DAY);
    const approved = application.status === 'approved';
    put(docs, 'applications', application.id, {
      applicantId: application.applicantId,
      applicantName: person(application.applicantId).displayName,
      submitDate: Math.floor(submitted.getTime() / 1000),
      answers: application.answers,
      categories: application.categories,
      _status: approved ? reviewed(true, reviewedAt) : PENDING_STATUS,
      dues: application.dues
        ? {
            amountCents: ANGEL_DUES_CENTS,
            status: application.dues,
            paidAt: application.dues === 'paid' ? new Date(reviewedAt.getTime() + 5 * DAY) : null,
            reference:
              application.dues === 'paid' ? `DUES-${application.id.slice(2).toUpperCase()}` : null,
          }
        : null,
    });
    if (approved) audit('application.approve', 'application', application.id, reviewedAt);
  }

  for (const story of STORIES) {
    const at = daysAgo(story.daysAgo);
    put(docs, 'successStories', story.id, {
      ...story,
      imageUrl: null,
      publishedAt: story.published ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const group of GROUPS) {
    put(docs, 'networkingGroups', group.id, {
      ...group,
      contactUrl: null,
      createdAt: joined,
      updatedAt: joined,
    });
  }
  for (const resource of RESOURCES) {
    put(docs, 'resources', resource.id, { ...resource, createdAt: joined, updatedAt: joined });
  }
  for (const request of SUPPORT_REQUESTS) {
    const at = daysAgo(request.daysAgo);
    put(docs, 'supportRequests', request.id, {
      requesterId: request.requesterId,
      requesterEmail: person(request.requesterId).email,
      requesterEmailVerified: true,
      subject: request.subject,
      message: request.message,
      status: request.resolution ? 'resolved' : 'open',
      resolution: request.resolution ?? null,
      resolvedAt: request.resolution ? new Date(at.getTime() + DAY) : null,
      resolvedBy: request.resolution ? 'demo-admin' : null,
      createdAt: at,
    });
  }
  return docs;
}

/**
 * The nearby-search count documents for the seeded venues and events, as the callables keep
 * them: per kind and shard, the searchable venues and the counted events (public, not ended)
 * of each cell.
 */
export function seedNearbyCounts(docs: SeedDocuments, now: Date): [string, object][] {
  const hashes = {
    venues: [...docs.venues.values()].map(venueCountedAt),
    events: [...docs.events.values()].map((event) => event._protected.countedHash),
  };
  return Object.entries(hashes).flatMap(([kind, counted]) =>
    [...tallyCellCounts(counted.filter((hash) => hash !== null))].map(
      ([shard, counts]): [string, object] => [
        `${NEARBY_COUNTS_COLLECTION}/${countsDocId(kind as CountedKind, shard)}`,
        { shard, counts, updatedAt: now },
      ],
    ),
  );
}
