import { DocumentParseError, expiredStatus, parseDocument } from '@fundax/core';
import type { Query, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { writeAudit } from '../data/audit-log';
import { db } from '../platform/admin';

/** Documents read per page. */
const PAGE_SIZE = 300;
/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const GRPC_FAILED_PRECONDITION = 9;
/** The audit actor of what the schedule does. */
export const SYSTEM_ACTOR = 'system';

export interface ExpiryRun {
  /** Pending events read (each one started unreviewed). */
  scanned: number;
  expired: number;
  revisionsExpired: number;
}

/** Every page of a query (ordered, so a cursor can resume it). */
async function* pages(query: Query): AsyncGenerator<QueryDocumentSnapshot[]> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (cursor ? query.startAfter(cursor) : query).limit(PAGE_SIZE).get();
    if (page.size > 0) yield page.docs;
    if (page.size < PAGE_SIZE) return;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** Commits a batch unless a document changed since it was read (then it is left for next run). */
async function commitUnlessChanged(write: () => WriteBatch): Promise<boolean> {
  try {
    await write().commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === GRPC_FAILED_PRECONDITION) return false;
    throw error;
  }
}

/**
 * Expires what nobody reviewed in time, so nothing stays "pending" forever:
 * - events still pending at their start (`_status.approved == null`, `eventStart <= now`):
 *   not approved, marked expired, with the reason their organizer reads, audited;
 * - revisions still pending when their event ended (`state == 'pending'`, `endsAt < now`).
 * Reads only those (the open items), writes each only if unchanged since read; a second run
 * changes nothing. A document that does not match its schema is skipped and reported by id.
 */
export async function expireUnreviewed(now: Date = new Date()): Promise<ExpiryRun> {
  const run: ExpiryRun = { scanned: 0, expired: 0, revisionsExpired: 0 };
  const started = db()
    .collection('events')
    .where('_status.approved', '==', null)
    .where('eventStart', '<=', now)
    .orderBy('eventStart');
  for await (const docs of pages(started)) {
    run.scanned += docs.length;
    for (const doc of docs) {
      if (!parses('events', doc)) continue;
      const status = expiredStatus(now);
      const written = await commitUnlessChanged(() => {
        const batch = db().batch();
        batch.update(
          doc.ref,
          Object.fromEntries(
            Object.entries(status).map(([key, value]) => [`_status.${key}`, value]),
          ),
          { lastUpdateTime: doc.updateTime },
        );
        writeAudit(batch, {
          actorId: SYSTEM_ACTOR,
          action: 'event.expire',
          targetType: 'event',
          targetId: doc.id,
          reason: status.reason,
          changes: { approved: false, expired: true },
          at: now,
        });
        return batch;
      });
      if (written) run.expired += 1;
    }
  }
  const lapsed = db()
    .collection('revisions')
    .where('state', '==', 'pending')
    .where('endsAt', '<', now)
    .orderBy('endsAt');
  for await (const docs of pages(lapsed)) {
    for (const doc of docs) {
      if (!parses('revisions', doc)) continue;
      const written = await commitUnlessChanged(() =>
        db()
          .batch()
          .update(
            doc.ref,
            { state: 'expired', updatedAt: now },
            { lastUpdateTime: doc.updateTime },
          ),
      );
      if (written) run.revisionsExpired += 1;
    }
  }
  return run;
}

function parses(collection: 'events' | 'revisions', doc: QueryDocumentSnapshot): boolean {
  try {
    parseDocument(collection, doc.id, doc.data());
    return true;
  } catch (error) {
    if (!(error instanceof DocumentParseError)) throw error;
    logger.warn('expireUnreviewed skipped an invalid document', { reason: error.message });
    return false;
  }
}
