// Turns the demo community into Firestore documents, exactly as the callables would have written
// them, each parsed through its collection schema from @fundax/core before anything is written.
import {
  ANGEL_DUES_CENTS,
  DEFAULT_NOTIFICATION_SETTINGS,
  alertCells,
  type CollectionName,
  type DocumentOf,
  type EventConsent,
  NEARBY_COUNTS_COLLECTION,
  PENDING_STATUS,
  type PayoutParty,
  collections,
  geolocOf,
  type CountedKind,
  eventCountedAt,
  eventMaterialOf,
  isAwaitingPayment,
  isSettled,
  owedCents,
  payeeRecordId,
  raisedFromSales,
  revisionId,
  settlementStatement,
  venueCountedAt,
  venueMaterialOf,
  parseDocument,
  tallyCellCounts,
  countsDocId,
} from '@fundax/core';

import { APPLICATIONS, GROUPS, RESOURCES, STORIES, SUPPORT_REQUESTS } from './content';
import { EVENTS, REVISIONS, type SeedEvent } from './happenings';
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

const NO_FLAGS = { expired: false, venueHidden: false, venueHiddenReason: null };

function eventStatus(event: SeedEvent, at: Date) {
  switch (event.status) {
    case 'pending':
      return {
        ...PENDING_STATUS,
        disabled: false,
        cancelled: false,
        cancelReason: null,
        ...NO_FLAGS,
      };
    case 'rejected':
      return {
        ...reviewed(false, at, event.reason ?? null),
        disabled: false,
        cancelled: false,
        cancelReason: null,
        ...NO_FLAGS,
      };
    case 'cancelled':
      return {
        ...reviewed(true, at),
        disabled: true,
        cancelled: true,
        cancelReason: event.reason ?? null,
        ...NO_FLAGS,
      };
    default:
      return {
        ...reviewed(true, at),
        disabled: false,
        cancelled: false,
        cancelReason: null,
        ...NO_FLAGS,
      };
  }
}

/** Both sides agreed, unless the proposal still waits for one (the other agreed by proposing). */
function eventConsent(event: SeedEvent): EventConsent {
  return {
    partner: event.awaiting === 'partner' ? 'awaiting' : 'agreed',
    fundaxer: event.fundaxerId ? (event.awaiting === 'fundaxer' ? 'awaiting' : 'agreed') : 'none',
    reason: null,
    respondedAt: null,
  };
}

export function buildSeed(now: Date): SeedDocuments {
  const docs = Object.fromEntries(
    Object.keys(collections).map((name) => [name, new Map()]),
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

  for (const event of EVENTS) {
    const venue = docs.venues.get(event.venueId);
    if (!venue) throw new Error(`seed: event ${event.id} names unknown venue ${event.venueId}`);
    addListing(event.organizerId, event.id);
    const eventStart = denverTime(now, event.day, event.startHour);
    const eventEnd = new Date(eventStart.getTime() + event.hours * 3_600_000);
    const createdAt = daysAgo(Math.max(5, 20 - event.day));
    const reviewedAt = new Date(createdAt.getTime() + DAY);
    const reportedAt = new Date(eventEnd.getTime() + DAY);
    const fundaxer = event.fundaxerId ? person(event.fundaxerId) : null;
    const giveback = {
      percent: event.percent,
      terms: event.terms ?? '',
      exclusions: event.exclusions ?? '',
      partnerSharePercent: event.partnerSharePercent ?? null,
    };
    const reported = event.salesCents !== undefined;
    const results = {
      salesCents: event.salesCents ?? null,
      raisedCents: reported ? raisedFromSales(event.salesCents ?? 0, event.percent) : 0,
      resultsReportedAt: reported ? reportedAt : null,
    };
    const stored = { fundaxerId: event.fundaxerId, giveback, ...results };
    const payeeOf = (party: PayoutParty) =>
      party === 'partner' ? venue.ownerId : event.fundaxerId;
    const mark = (party: PayoutParty) => {
      const amount = event.paid?.[party];
      if (amount === undefined) return null;
      const paidAt = new Date(eventEnd.getTime() + 3 * DAY);
      const entryId = `pay-${event.id}-${party}`;
      const payeeId = payeeOf(party);
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
        owedCents: owedCents({ ...stored, _protected: { resultsReported: reported } }, party),
        reverses: null,
        recordedBy: 'demo-admin',
        recordedAt: paidAt,
      });
      audit('disbursal.mark', 'ledger', entryId, paidAt);
      return { paidAt, entryId };
    };
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
      giveback,
      goalCents: event.goalCents ?? null,
      ...results,
      imageUrl: null,
      special: event.special ?? false,
      _geoloc: venue._geoloc,
      consent: eventConsent(event),
      _status: eventStatus(event, reviewedAt),
      _protected: {
        disbursal: { partner: mark('partner'), fundaxer: mark('fundaxer') },
        awaitingPayment: false,
        countedHash: null as string | null,
        resultsReported: reported,
        settled: false,
      },
      createdAt,
      updatedAt: reviewedAt,
    };
    doc._protected.awaitingPayment = isAwaitingPayment(doc, now);
    doc._protected.settled = isSettled(doc, now);
    doc._protected.countedHash = eventCountedAt(doc, now);
    const savedEvent = put(docs, 'events', event.id, doc);
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
    if (event.status === 'approved' || event.status === 'cancelled') {
      // Who each party is paid, fixed when the event was approved.
      for (const party of ['partner', 'fundaxer'] as const) {
        const payeeId = payeeOf(party);
        if (!payeeId) continue;
        const payee = person(payeeId);
        put(docs, 'payees', payeeRecordId(event.id, party), {
          eventId: event.id,
          party,
          payeeId,
          name: payee.payout?.payeeName ?? payee.displayName,
          method: payee.payout?.method ?? null,
          accountLast4: payee.payout?.accountLast4 ?? null,
          frozenAt: reviewedAt,
          frozenBy: 'demo-admin',
        });
      }
    }
    if (reported) audit('event.results', 'event', event.id, reportedAt);
    if (reported || event.paid) {
      const entries = [...docs.ledger.entries()]
        .filter(([, entry]) => entry.eventId === event.id)
        .map(([id, entry]) => ({ ...entry, id }));
      put(docs, 'statements', event.id, {
        ...settlementStatement({ ...savedEvent, id: event.id }, entries),
        updatedAt: now,
      });
    }
  }

  for (const change of REVISIONS) {
    const at = daysAgo(change.daysAgo);
    const proposer = person(change.proposedBy);
    if (change.targetType === 'venue') {
      const venue = docs.venues.get(change.targetId);
      if (!venue) throw new Error(`seed: revision of unknown venue ${change.targetId}`);
      const current = venueMaterialOf(venue);
      put(docs, 'revisions', revisionId('venue', change.targetId), {
        targetType: 'venue',
        targetId: change.targetId,
        title: venue.name,
        partnerId: venue.ownerId,
        organizerId: venue.ownerId,
        fundaxerId: null,
        currentFundaxerId: null,
        changes: { website: change.website },
        current: { website: current.website },
        consent: { partner: 'agreed', fundaxer: 'none', reason: null, respondedAt: null },
        state: 'pending',
        reason: null,
        reviewedAt: null,
        reviewedBy: null,
        proposedBy: proposer.uid,
        createdAt: at,
        updatedAt: at,
        endsAt: null,
      });
      continue;
    }
    const event = docs.events.get(change.targetId);
    if (!event) throw new Error(`seed: revision of unknown event ${change.targetId}`);
    const current = eventMaterialOf(event);
    const changes: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    if (change.title) [changes.title, before.title] = [change.title, current.title];
    if (change.endLaterHours) {
      changes.eventEnd = new Date(current.eventEnd.getTime() + change.endLaterHours * 3_600_000);
      before.eventEnd = current.eventEnd;
    }
    if (change.terms) {
      changes.giveback = { ...current.giveback, terms: change.terms };
      before.giveback = current.giveback;
    }
    // New dates or terms need the other side; a new title only an admin's review.
    const deal = 'eventEnd' in changes || 'giveback' in changes;
    const bySide = proposer.uid === event.partnerId ? 'partner' : 'fundaxer';
    put(docs, 'revisions', revisionId('event', change.targetId), {
      targetType: 'event',
      targetId: change.targetId,
      title: event.title,
      partnerId: event.partnerId,
      organizerId: event.organizerId,
      fundaxerId: event.fundaxerId,
      currentFundaxerId: event.fundaxerId,
      changes,
      current: before,
      consent: {
        partner: deal && bySide === 'fundaxer' ? 'awaiting' : 'agreed',
        fundaxer: event.fundaxerId
          ? deal && bySide === 'partner'
            ? 'awaiting'
            : 'agreed'
          : 'none',
        reason: null,
        respondedAt: null,
      },
      state: 'pending',
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      proposedBy: proposer.uid,
      createdAt: at,
      updatedAt: at,
      endsAt: event.eventEnd,
    });
  }

  // Each fundraiser is the sum of its events' results (as reportEventResults recomputes it).
  const raisedBy = new Map<string, number>();
  for (const event of docs.events.values()) {
    if (!event.fundaxerId || event._status.approved !== true || event._status.cancelled) continue;
    raisedBy.set(event.fundaxerId, (raisedBy.get(event.fundaxerId) ?? 0) + event.raisedCents);
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
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      eventAlerts: p.alerts
        ? {
            ...p.alerts,
            enabled: true,
            cells: alertCells(p.alerts.center, p.alerts.radiusKm),
            updatedAt: joined,
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
