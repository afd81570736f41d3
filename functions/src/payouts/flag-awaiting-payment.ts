import { DocumentParseError, isAwaitingPayment, parseDocument } from '@fundax/core';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { db } from '../platform/admin';

/** Events read per page: small enough for one instance's memory, large enough to be cheap. */
export const FLAG_PAGE_SIZE = 300;
/** Flag writes sent at once. */
const WRITE_CONCURRENCY = 50;
/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const GRPC_FAILED_PRECONDITION = 9;

export interface FlagRun {
  scanned: number;
  changed: number;
  skipped: number;
}

/**
 * Sets `_protected.awaitingPayment` on every approved event that has ended to what the payment
 * rule says (isAwaitingPayment), writing only events whose flag is wrong: a second run changes
 * nothing. Pages through `_status.approved == true, eventEnd < now` by eventEnd. Each write is
 * conditional on the event being unchanged since it was read, so a payout recorded meanwhile
 * (which sets the flag itself) is never overwritten with a stale value. A document that does not
 * match its schema is skipped and reported by id only.
 */
export async function flagAwaitingPayment(now: Date = new Date()): Promise<FlagRun> {
  const run: FlagRun = { scanned: 0, changed: 0, skipped: 0 };
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection('events')
      .where('_status.approved', '==', true)
      .where('eventEnd', '<', now)
      .orderBy('eventEnd')
      .limit(FLAG_PAGE_SIZE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    run.scanned += page.size;
    const wrong = page.docs.flatMap((doc) => {
      const flag = wantedFlag(doc, now, run);
      return flag === null ? [] : [{ doc, flag }];
    });
    for (let start = 0; start < wrong.length; start += WRITE_CONCURRENCY) {
      const written = await Promise.all(
        wrong.slice(start, start + WRITE_CONCURRENCY).map(({ doc, flag }) => writeFlag(doc, flag)),
      );
      run.changed += written.filter(Boolean).length;
    }
    if (page.size < FLAG_PAGE_SIZE) return run;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** The flag an event should carry when it differs from the stored one, else null. */
function wantedFlag(doc: QueryDocumentSnapshot, now: Date, run: FlagRun): boolean | null {
  try {
    const event = parseDocument('events', doc.id, doc.data());
    const wanted = isAwaitingPayment(event, now);
    return event._protected.awaitingPayment === wanted ? null : wanted;
  } catch (error) {
    if (!(error instanceof DocumentParseError)) throw error;
    run.skipped += 1;
    logger.warn('flagAwaitingPayment skipped an invalid event', { reason: error.message });
    return null;
  }
}

async function writeFlag(doc: QueryDocumentSnapshot, flag: boolean): Promise<boolean> {
  try {
    await doc.ref.update(
      { '_protected.awaitingPayment': flag },
      { lastUpdateTime: doc.updateTime },
    );
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === GRPC_FAILED_PRECONDITION) return false;
    throw error;
  }
}
