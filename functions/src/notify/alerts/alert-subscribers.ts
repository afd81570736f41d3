import {
  type Location,
  alertLookupTokens,
  distanceKm,
  emailWanted,
  locationSchema,
  notificationSettingsSchema,
} from '@fundax/core';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod/mini';

import { db } from '../../platform/admin';

/** Subscribers read per page of the lookup. */
export const SUBSCRIBER_PAGE = 300;

/** The fields of an account the alerts need (the lookup reads only these). */
const subscriberSchema = z.object({
  email: z._default(z.nullable(z.string()), null),
  emailVerified: z._default(z.boolean(), false),
  notificationSettings: z._default(notificationSettingsSchema, {
    emailOff: [],
    allEmailOff: false,
  }),
  eventAlerts: z.object({ center: locationSchema, radiusKm: z.number(), enabled: z.boolean() }),
});

export interface AlertSubscriber {
  uid: string;
  email: string | null;
  emailAlerts: boolean;
  distanceKm: number;
}

/**
 * The people whose alert area holds a point: one query over the cells of their coverings
 * (`array-contains-any` with the point's cell at each depth a covering uses), then the true
 * distance, so a covering's margin never alerts anyone outside their circle. Reads only the
 * accounts whose covering holds the point, a page at a time (in document id order, the default,
 * which the automatic index on the cells serves); `reads` counts them (at least 1: a query
 * that finds nothing is billed one read).
 */
export async function findAlertSubscribers(at: {
  hash: string;
  lat: number;
  lng: number;
}): Promise<{ subscribers: AlertSubscriber[]; reads: number }> {
  const point: Location = [at.lat, at.lng];
  const base = db()
    .collection('users')
    .where('eventAlerts.cells', 'array-contains-any', alertLookupTokens(at.hash))
    .select(
      'email',
      'emailVerified',
      'notificationSettings',
      'eventAlerts.center',
      'eventAlerts.radiusKm',
      'eventAlerts.enabled',
    )
    .limit(SUBSCRIBER_PAGE);
  const subscribers: AlertSubscriber[] = [];
  let reads = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? base.startAfter(after) : base).get();
    reads += Math.max(1, page.size);
    for (const doc of page.docs) {
      const parsed = subscriberSchema.safeParse(doc.data());
      if (!parsed.success || !parsed.data.eventAlerts.enabled) continue;
      const { center, radiusKm } = parsed.data.eventAlerts;
      const distance = distanceKm(center, point);
      if (distance > radiusKm) continue;
      subscribers.push({
        uid: doc.id,
        email: parsed.data.email,
        // Only a verified address is mailed.
        emailAlerts:
          parsed.data.emailVerified && emailWanted(parsed.data.notificationSettings, 'event-alert'),
        distanceKm: distance,
      });
    }
    if (page.size < SUBSCRIBER_PAGE) return { subscribers, reads };
    after = page.docs[page.docs.length - 1];
  }
}
