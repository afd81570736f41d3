import {
  type DocumentOf,
  DocumentParseError,
  eventCountedAt,
  isAwaitingPayment,
  isSettled,
  parseDocument,
  ENDED_EVENT_FILTER,
} from '@fundax/core';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import { countEventChange } from '../nearby/nearby-counts';
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

/** An ended event whose flags are wrong or that nearby counts still hold. */
interface Stale {
  doc: QueryDocumentSnapshot;
  event: DocumentOf<'events'>;
  flag: boolean;
  settled: boolean;
}

/**
 * Sets `_protected.awaitingPayment` on every approved event that has ended and is not settled
 * to what the payment rule says (isAwaitingPayment), marks `_protected.settled` once nobody is
 * owed, and takes ended events out of nearby search's per-cell counts (an event counts until
 * it ends), writing only events whose flags are wrong or that are still counted: a second run
 * changes nothing. Pages through `_status.approved == true, _protected.settled == false,
 * eventEnd <= now` by eventEnd, so a settled event is never read again: the cost of a run
 * follows the events still open (awaiting payment, or just ended), not the history. Whatever
 * else settles an event (a payout, results that owe nothing) also takes it out of the counts.
 * Each write (the flags, and the count with them) is one batch, conditional on the event being
 * unchanged since it was read, so a payout recorded meanwhile (which sets the flags itself) is
 * never overwritten with stale values. A document that does not match its schema is skipped
 * and reported by id only.
 */
export async function flagAwaitingPayment(now: Date = new Date()): Promise<FlagRun> {
  const run: FlagRun = { scanned: 0, changed: 0, skipped: 0 };
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection('events')
      .where('_status.approved', '==', true)
      .where('_protected.settled', '==', false)
      .where('eventEnd', ENDED_EVENT_FILTER, now)
      .orderBy('eventEnd')
      .limit(FLAG_PAGE_SIZE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    run.scanned += page.size;
    const wrong = page.docs.flatMap((doc) => {
      const stale = staleEvent(doc, now, run);
      return stale ? [stale] : [];
    });
    for (let start = 0; start < wrong.length; start += WRITE_CONCURRENCY) {
      const written = await Promise.all(
        wrong.slice(start, start + WRITE_CONCURRENCY).map((stale) => writeFix(stale, now)),
      );
      run.changed += written.filter(Boolean).length;
    }
    if (page.size < FLAG_PAGE_SIZE) return run;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** The event with the flag it should carry, when that or its count is wrong, else null. */
function staleEvent(doc: QueryDocumentSnapshot, now: Date, run: FlagRun): Stale | null {
  try {
    const event = parseDocument('events', doc.id, doc.data());
    const flag = isAwaitingPayment(event, now);
    const settled = isSettled(event, now);
    const flagsRight =
      event._protected.awaitingPayment === flag && event._protected.settled === settled;
    const countRight = event._protected.countedHash === eventCountedAt(event, now);
    return flagsRight && countRight ? null : { doc, event, flag, settled };
  } catch (error) {
    if (!(error instanceof DocumentParseError)) throw error;
    run.skipped += 1;
    logger.warn('flagAwaitingPayment skipped an invalid event', { reason: error.message });
    return null;
  }
}

/** The flags and the count together, in one batch, only if the event is as it was read. */
async function writeFix({ doc, event, flag, settled }: Stale, now: Date): Promise<boolean> {
  const batch = db().batch();
  const counted = countEventChange(batch, event, now);
  batch.update(
    doc.ref,
    { '_protected.awaitingPayment': flag, '_protected.settled': settled, ...counted },
    { lastUpdateTime: doc.updateTime },
  );
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === GRPC_FAILED_PRECONDITION) return false;
    throw error;
  }
}
