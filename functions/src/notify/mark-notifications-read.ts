import { markNotificationsRead as contract, notificationPath } from '@fundax/core';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { runTransaction } from '../data/run-transaction';
import { MAX_BATCH_WRITES } from '../data/write-in-batches';
import { db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';

const unread = (snapshot: DocumentSnapshot) => snapshot.exists && snapshot.get('readAt') == null;

/**
 * The signed-in user marks messages of their own inbox read: the listed ids, or every unread
 * one. Each transaction reads and writes at most 500 messages; a read message keeps its first
 * `readAt`, so marking again changes nothing, and ids not in the inbox are skipped.
 */
export const markNotificationsRead = onCallable(contract, async ({ ids }, { uid }) => {
  const inbox = db().collection(notificationPath(uid));
  if (ids) {
    const refs = [...new Set(ids)].map((id) => inbox.doc(id));
    const marked = await runTransaction(async (tx) => {
      const now = new Date();
      const toMark = (await tx.getAll(...refs)).filter(unread);
      for (const snapshot of toMark) tx.update(snapshot.ref, { readAt: now });
      return toMark.length;
    });
    return { marked };
  }
  let marked = 0;
  for (;;) {
    const page = await runTransaction(async (tx) => {
      const now = new Date();
      const found = await tx.get(inbox.where('readAt', '==', null).limit(MAX_BATCH_WRITES));
      for (const snapshot of found.docs) tx.update(snapshot.ref, { readAt: now });
      return found.size;
    });
    marked += page;
    if (page < MAX_BATCH_WRITES) return { marked };
  }
});
