import { db } from '../../platform/admin';
import { mailSender } from '../mail-settings';
import { deliverMail, mailCollection } from './deliver-mail';
import { isLeaseExpired, unconfirmed } from './outbox-state';
import { parseDocument } from '@fundax/core';

/** Documents one sweep looks at in each query, at most (the next sweep takes the rest). */
export const SWEEP_LIMIT = 200;

/**
 * The sweep: expired claims become `unconfirmed` (never resent), then every due document (a
 * retry whose wait is over, or a pending one the creation trigger missed) gets one attempt. It
 * reads only open documents, so its cost follows the mail still under way, not all mail ever.
 */
export async function retryDueMail(now: Date): Promise<{ expired: number; attempted: number }> {
  if (mailSender() !== 'fundax') return { expired: 0, attempted: 0 };
  const stale = await mailCollection()
    .where('outbox.state', '==', 'sending')
    .where('outbox.leaseExpiresAt', '<=', now)
    .limit(SWEEP_LIMIT)
    .get();
  let expired = 0;
  for (const doc of stale.docs) {
    const changed = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(doc.ref);
      if (!snapshot.exists) return false;
      const mail = parseDocument('mail', doc.id, snapshot.data());
      if (!isLeaseExpired(mail.outbox, now)) return false;
      tx.update(doc.ref, { outbox: unconfirmed(mail.outbox) });
      return true;
    });
    if (changed) expired += 1;
  }
  const due = await mailCollection()
    .where('outbox.state', 'in', ['pending', 'retry'])
    .where('outbox.nextAttemptAt', '<=', now)
    .orderBy('outbox.nextAttemptAt')
    .limit(SWEEP_LIMIT)
    .get();
  let attempted = 0;
  for (const doc of due.docs) {
    if (await deliverMail(doc.ref, now, 'sweep')) attempted += 1;
  }
  return { expired, attempted };
}
