import { hasEnded, parseDocument, revisionId } from '@fundax/core';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, readDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { writeInBatches } from '../data/write-in-batches';
import { cancelEventIn } from '../events/event-cancellation';
import { countVenueChange } from '../nearby/nearby-counts';
import { notifyEventCancelled } from '../notify/hooks';

/** What the owners of a cancelled event read as its reason. */
export const CANCELLED_HOST_GONE = 'Cancelled: the host deleted their Fundax account.';
export const CANCELLED_FUNDAXER_GONE =
  'Cancelled: the fundaxer this event raised money for deleted their Fundax account.';

/** Events and venues withdrawn, for the caller's answer. */
export interface Withdrawn {
  cancelledEvents: number;
  disabledVenues: number;
}

/** Runs `work` over `items`, a few at a time (each is its own transaction). */
async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}

/**
 * Takes everything the person had on the public side off it, keeping the records:
 * - every event of theirs that has not ended and is not cancelled (one they organize, one at
 *   their venue, one raising money for them) is cancelled with a reason the other owners see,
 *   in its own transaction with its nearby count and an audit entry (as cancelEvent does);
 * - every venue of theirs still enabled is disabled, with its count and an audit entry;
 * - their name comes off every event that raised money for them (past ones stay public).
 * Each step reads the stored state first, so running it again after a partial failure finishes
 * the job and changes nothing twice.
 */
export async function withdrawListings(
  uid: string,
  events: readonly DocumentSnapshot[],
  venues: readonly DocumentSnapshot[],
  now: Date,
): Promise<Withdrawn> {
  let cancelledEvents = 0;
  let disabledVenues = 0;
  await inTurn(events, async (snapshot) => {
    const cancelled = await runTransaction(async (tx) => {
      const event = await readDoc(tx, 'events', snapshot.id);
      if (!event || event._status.cancelled || hasEnded(event, now)) return false;
      const revision = await readDoc(tx, 'revisions', revisionId('event', event.id));
      const hostGone = event.organizerId === uid || event.partnerId === uid;
      const reason = hostGone ? CANCELLED_HOST_GONE : CANCELLED_FUNDAXER_GONE;
      cancelEventIn(tx, event, { actorId: uid, reason, now });
      if (revision?.state === 'pending') {
        tx.update(docRef('revisions', revision.id), { state: 'withdrawn', updatedAt: now });
      }
      // The other parties hear it, as they would from cancelEvent.
      await notifyEventCancelled(tx, event, { uid, admin: false }, reason);
      return true;
    });
    if (cancelled) cancelledEvents++;
  });
  await inTurn(venues, async (snapshot) => {
    const disabled = await runTransaction(async (tx) => {
      const venue = await readDoc(tx, 'venues', snapshot.id);
      if (!venue || venue._status.disabled) return false;
      tx.update(docRef('venues', venue.id), { '_status.disabled': true, updatedAt: now });
      countVenueChange(tx, venue, null, now);
      writeAudit(tx, {
        actorId: uid,
        action: 'venue.disable',
        targetType: 'venue',
        targetId: venue.id,
        changes: { disabled: true },
        at: now,
      });
      return true;
    });
    if (disabled) disabledVenues++;
  });
  await writeInBatches(
    events.flatMap((snapshot) => {
      const event = parseDocument('events', snapshot.id, snapshot.data());
      return event.fundaxerId === uid && event.fundaxerName !== null
        ? [{ ref: snapshot.ref, changes: { fundaxerName: null, updatedAt: now } }]
        : [];
    }),
  );
  return { cancelledEvents, disabledVenues };
}
