// The messages the demo community would have received for what the seed says happened (reviews,
// payouts, cancellations, answers, alerts), built with the same catalogue the functions use, and
// the admin feed of what waits. So the inbox and the feed are not empty on a fresh `npm start`.
import {
  type AdminFeedFacts,
  type AdminFeedKind,
  type NotificationFacts,
  type NotificationKind,
  adminFeedItemId,
  adminFeedMessage,
  distanceKm,
  isPubliclyVisible,
  notificationMessage,
  notificationPath,
  parseDocument,
} from '@fundax/core';

import type { SeedDocuments } from './build';

const DAY = 86_400_000;
/** Messages older than this were read (the day after they arrived); newer ones wait unread. */
const READ_AFTER_DAYS = 10;

export function seedNotifications(docs: SeedDocuments, now: Date): [string, object][] {
  const writes: [string, object][] = [];
  const before = (at: Date) => new Date(Math.min(at.getTime(), now.getTime() - 3_600_000));
  const tell = <K extends NotificationKind>(
    uid: string,
    kind: K,
    facts: NotificationFacts[K],
    key: string,
    at: Date,
  ) => {
    const message = notificationMessage(kind, facts);
    const createdAt = before(at);
    const old = now.getTime() - createdAt.getTime() > READ_AFTER_DAYS * DAY;
    const path = notificationPath(uid, `${kind}-${key}`);
    const data = {
      kind,
      title: message.title,
      body: message.body,
      link: message.link,
      createdAt,
      readAt: old ? new Date(createdAt.getTime() + DAY) : null,
    };
    parseDocument('notifications', path, data);
    writes.push([path, data]);
  };
  const feed = <K extends AdminFeedKind>(
    kind: K,
    facts: AdminFeedFacts[K],
    at: Date,
    handledAt: Date | null,
  ) => {
    const message = adminFeedMessage(kind, facts);
    const id = adminFeedItemId(kind, message.subjectId);
    const data = { ...message, createdAt: before(at), handledAt };
    parseDocument('adminFeed', id, data);
    writes.push([`adminFeed/${id}`, data]);
  };
  const nameOf = (uid: string) => docs.users.get(uid)?.displayName ?? 'Someone';

  for (const [id, venue] of docs.venues) {
    const reviewedAt = venue._status.reviewedAt;
    feed(
      'venue-submitted',
      { venueId: id, venueName: venue.name, ownerName: nameOf(venue.ownerId) },
      venue.createdAt,
      reviewedAt,
    );
    if (!reviewedAt || venue._status.approved === null) continue;
    const facts = { venueId: id, venueName: venue.name };
    if (venue._status.approved) tell(venue.ownerId, 'venue-approved', facts, id, reviewedAt);
    else
      tell(
        venue.ownerId,
        'venue-rejected',
        { ...facts, reason: venue._status.reason },
        id,
        reviewedAt,
      );
  }

  for (const [id, event] of docs.events) {
    const reviewedAt = event._status.reviewedAt;
    const parties = [...new Set([event.organizerId, event.partnerId, event.fundaxerId])].filter(
      (uid): uid is string => uid !== null,
    );
    feed(
      'event-submitted',
      {
        eventId: id,
        eventTitle: event.title,
        venueName: event.venueName,
        startsAt: event.eventStart,
        organizerName: nameOf(event.organizerId),
      },
      event.createdAt,
      reviewedAt,
    );
    if (!reviewedAt || event._status.approved === null) continue;
    for (const uid of parties) {
      if (event._status.approved) {
        tell(
          uid,
          'event-approved',
          {
            eventId: id,
            eventTitle: event.title,
            venueName: event.venueName,
            startsAt: event.eventStart,
          },
          id,
          reviewedAt,
        );
      } else {
        tell(
          uid,
          'event-rejected',
          { eventId: id, eventTitle: event.title, reason: event._status.reason },
          id,
          reviewedAt,
        );
      }
    }
    if (event._status.cancelled) {
      for (const uid of parties.filter((party) => party !== event.organizerId)) {
        tell(
          uid,
          'event-cancelled',
          {
            eventId: id,
            eventTitle: event.title,
            startsAt: event.eventStart,
            cancelledByName: nameOf(event.organizerId),
            reason: event._status.cancelReason,
          },
          id,
          event.updatedAt,
        );
      }
    }
    if (event.fundaxerId && event.raisedCents > 0 && event.eventEnd < now) {
      tell(
        event.fundaxerId,
        'event-results-reported',
        { eventId: id, eventTitle: event.title, raisedCents: event.raisedCents },
        id,
        new Date(event.eventEnd.getTime() + DAY),
      );
    }
  }

  for (const [id, entry] of docs.ledger) {
    const event = docs.events.get(entry.eventId);
    if (entry.kind !== 'payment' || !event) continue;
    tell(
      entry.payeeId,
      'payout-recorded',
      {
        eventId: entry.eventId,
        eventTitle: event.title,
        amountCents: entry.amountCents,
        reference: entry.reference,
        paidAt: entry.recordedAt,
      },
      id,
      entry.recordedAt,
    );
  }

  for (const [id, application] of docs.applications) {
    const reviewedAt = application._status.reviewedAt;
    feed(
      'application-submitted',
      { applicationId: id, applicantName: application.applicantName },
      new Date(application.submitDate * 1000),
      reviewedAt,
    );
    if (!reviewedAt || application._status.approved !== true || !application.dues) continue;
    tell(
      application.applicantId,
      'application-approved',
      { applicationId: id, duesCents: application.dues.amountCents },
      id,
      reviewedAt,
    );
    const { paidAt, reference } = application.dues;
    if (paidAt && reference) {
      tell(
        application.applicantId,
        'angel-dues-recorded',
        { applicationId: id, amountCents: application.dues.amountCents, reference, paidAt },
        id,
        paidAt,
      );
    }
  }

  for (const [id, request] of docs.supportRequests) {
    feed(
      'support-requested',
      { requestId: id, subject: request.subject },
      request.createdAt,
      request.resolvedAt,
    );
    if (request.resolution && request.resolvedAt) {
      tell(
        request.requesterId,
        'support-answered',
        { requestId: id, subject: request.subject, resolution: request.resolution },
        id,
        request.resolvedAt,
      );
    }
  }

  // Alerts: public upcoming events inside someone's alert area (not their own events).
  for (const [uid, user] of docs.users) {
    const area = user.eventAlerts;
    if (!area?.enabled) continue;
    for (const [id, event] of docs.events) {
      const parties = [event.organizerId, event.partnerId, event.fundaxerId];
      const reviewedAt = event._status.reviewedAt;
      if (!reviewedAt || !isPubliclyVisible(event._status) || event.eventEnd < now) continue;
      if (parties.includes(uid)) continue;
      const distance = distanceKm(area.center, [event._geoloc.lat, event._geoloc.lng]);
      if (distance > area.radiusKm) continue;
      tell(
        uid,
        'event-alert',
        {
          eventId: id,
          eventTitle: event.title,
          venueName: event.venueName,
          startsAt: event.eventStart,
          distanceKm: distance,
          givebackPercent: event.giveback.percent,
        },
        id,
        reviewedAt,
      );
    }
  }
  return writes;
}
