import {
  type AdminFeedFacts,
  type AdminFeedKind,
  adminFeedItemId,
  adminFeedMessage,
} from '@fundax/core';

import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import type { Writes } from './notify';

/** A transaction, or a batch for a handler that only creates (it reads nothing first). */
export type CreatingWrites = Transaction | WriteBatch;

const feedRef = (kind: AdminFeedKind, subjectId: string) =>
  db().collection('adminFeed').doc(adminFeedItemId(kind, subjectId));

/**
 * Puts a new item in the admins' feed, in the transaction (or batch) that created it. One item
 * per record: the id is `<kind>-<record id>`.
 */
export function addToAdminFeed<K extends AdminFeedKind>(
  writes: CreatingWrites,
  kind: K,
  facts: AdminFeedFacts[K],
  now: Date = new Date(),
  { replace = false }: { replace?: boolean } = {},
): void {
  const message = adminFeedMessage(kind, facts);
  const item = { ...message, createdAt: now, handledAt: null };
  const ref = feedRef(kind, message.subjectId);
  // Transaction and WriteBatch each overload set(); the union has no callable signature.
  if (replace) (writes as Transaction).set(ref, item);
  else writes.create(ref, item);
}

/**
 * Marks the feed item about a record handled (reviewed, answered), once. The item is read
 * outside the transaction (callers mark after their own writes); records created before the
 * feed existed have none, and nothing is written for them.
 */
export async function markAdminFeedHandled(
  writes: Writes,
  kind: AdminFeedKind,
  subjectId: string,
  now: Date,
): Promise<void> {
  const ref = feedRef(kind, subjectId);
  const item = await ref.get();
  if (item.exists && item.get('handledAt') == null) writes.update(ref, { handledAt: now });
}
