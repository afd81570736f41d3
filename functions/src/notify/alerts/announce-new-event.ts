import {
  type DocumentOf,
  FUNCTIONS_REGION,
  type WithId,
  isPubliclyVisible,
  notificationMessage,
  notificationPath,
  parseDocument,
} from '@fundax/core';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { db } from '../../platform/admin';
import { eventParties } from '../hooks';
import { inboxDocument, notificationId } from '../notify';
import { type AlertSubscriber, findAlertSubscribers } from './alert-subscribers';

type StoredEvent = WithId<DocumentOf<'events'>>;

/** Subscribers written per batch: two writes each, well under Firestore's 500. */
const FAN_OUT_BATCH = 200;
/** gRPC ALREADY_EXISTS: the alert was written by an earlier run. */
const ALREADY_EXISTS = 6;

/** Public and not ended: what nearby search shows, and what alerts announce. */
export function isAnnounceable(event: StoredEvent | null, now: Date): boolean {
  return (
    event !== null && isPubliclyVisible(event._status) && event.eventEnd.getTime() > now.getTime()
  );
}

/** The alert's key: one per event and person, however often the event becomes public again. */
const alertKey = (eventId: string) => eventId;

function addAlert(batch: WriteBatch, event: StoredEvent, subscriber: AlertSubscriber, now: Date) {
  const facts = {
    eventId: event.id,
    eventTitle: event.title,
    venueName: event.venueName,
    startsAt: event.eventStart,
    distanceKm: subscriber.distanceKm,
    givebackPercent: event.giveback.percent,
  };
  const message = notificationMessage('event-alert', facts);
  const id = notificationId({ kind: message.kind, key: alertKey(event.id) });
  batch.create(db().doc(notificationPath(subscriber.uid, id)), inboxDocument(message, now));
  if (subscriber.email && subscriber.emailAlerts) {
    // The daily digest email gathers these; see alert-digests.ts.
    batch.set(
      db().collection('alertDigests').doc(subscriber.uid),
      {
        recipientId: subscriber.uid,
        events: FieldValue.arrayUnion(facts),
        updatedAt: now,
      },
      { merge: true },
    );
  }
}

const alreadyDone = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;

/**
 * Writes each subscriber's alert (inbox message and digest entry) atomically, in batches. A
 * batch that meets an alert written by an earlier run (a retried trigger) is redone one
 * subscriber at a time, skipping those already alerted, so nobody is alerted twice.
 */
async function writeAlerts(event: StoredEvent, subscribers: AlertSubscriber[], now: Date) {
  let written = 0;
  for (let start = 0; start < subscribers.length; start += FAN_OUT_BATCH) {
    const group = subscribers.slice(start, start + FAN_OUT_BATCH);
    const batch = db().batch();
    for (const subscriber of group) addAlert(batch, event, subscriber, now);
    try {
      await batch.commit();
      written += group.length;
    } catch (error) {
      if (!alreadyDone(error)) throw error;
      for (const subscriber of group) {
        const single = db().batch();
        addAlert(single, event, subscriber, now);
        try {
          await single.commit();
          written += 1;
        } catch (retryError) {
          if (!alreadyDone(retryError)) throw retryError;
        }
      }
    }
  }
  return written;
}

/** Announces an event that just became public to everyone whose alert area holds it. */
export async function announceEvent(event: StoredEvent, now: Date) {
  const { subscribers, reads } = await findAlertSubscribers(event._geoloc);
  const parties = new Set(eventParties(event));
  const audience = subscribers.filter((subscriber) => !parties.has(subscriber.uid));
  const alerted = await writeAlerts(event, audience, now);
  return { reads, matched: audience.length, alerted };
}

/**
 * When an event becomes public (approved, or approved again after an edit), people whose alert
 * area holds it are told. A trigger rather than a line in reviewEvent: the fan-out may reach
 * thousands, which a callable's transaction should not carry, and it follows every way an event
 * becomes public. Retried by the platform on failure; each person is alerted once per event.
 */
export const announceNewEvent = onDocumentWritten(
  { document: 'events/{id}', region: FUNCTIONS_REGION, retry: true, timeoutSeconds: 540 },
  async (change) => {
    const now = new Date();
    const parse = (snapshot: { exists: boolean; data(): unknown } | undefined) =>
      snapshot?.exists ? parseDocument('events', change.params.id, snapshot.data()) : null;
    const before = parse(change.data?.before);
    const after = parse(change.data?.after);
    if (!after || isAnnounceable(before, now) || !isAnnounceable(after, now)) return;
    const run = await announceEvent(after, now);
    logger.info('Event alerts', { eventId: after.id, ...run });
  },
);
