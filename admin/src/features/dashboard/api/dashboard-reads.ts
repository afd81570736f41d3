import {
  auditLogQuery,
  firestoreClient,
  openSupportRequestsQuery,
  pendingApplicationsQuery,
  pendingEventsQuery,
  pendingVenuesQuery,
  unpaidEventsQuery,
} from '@fundax/client';
import { getCount, getDocs, limit, query } from 'firebase/firestore/lite';

import type { AuditRecord } from '../../../utils/records';
import { serialize } from '../../../utils/serialize';

/** How much waits in each admin queue. */
export interface QueueCounts {
  pendingEvents: number;
  pendingVenues: number;
  pendingApplications: number;
  partnerPayouts: number;
  fundaxerPayouts: number;
  openSupport: number;
}

/**
 * Counts every queue with count aggregations over the same queries the queues read (same
 * filters, same cutoffs), so the numbers match the lists, without reading the documents.
 */
export async function readQueueCounts(now: Date = new Date()): Promise<QueueCounts> {
  const db = await firestoreClient();
  const countOf = async (built: Parameters<typeof getCount>[0]) =>
    (await getCount(built)).data().count;
  const [
    pendingEvents,
    pendingVenues,
    pendingApplications,
    partnerPayouts,
    fundaxerPayouts,
    openSupport,
  ] = await Promise.all([
    countOf(pendingEventsQuery(db, now)),
    countOf(pendingVenuesQuery(db)),
    countOf(pendingApplicationsQuery(db, now)),
    countOf(unpaidEventsQuery(db, 'partner', now)),
    countOf(unpaidEventsQuery(db, 'fundaxer', now)),
    countOf(openSupportRequestsQuery(db)),
  ]);
  return {
    pendingEvents,
    pendingVenues,
    pendingApplications,
    partnerPayouts,
    fundaxerPayouts,
    openSupport,
  };
}

/** The latest audit entries, newest first. */
export async function readRecentAudit(count: number): Promise<AuditRecord[]> {
  const db = await firestoreClient();
  const snapshot = await getDocs(query(auditLogQuery(db), limit(count)));
  return snapshot.docs.map((doc) => serialize(doc.data()));
}
