import { type AuditAction, type DocumentOf, type WithId, collections } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { writeAudit } from '../data/audit-log';
import { docRef, newDocRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';

export type ContentCollection = 'successStories' | 'networkingGroups' | 'resources';

export interface SaveContent<C extends ContentCollection> {
  collection: C;
  /** Edit this document; without an id a new one is added. */
  id: string | undefined;
  what: string;
  actorId: string;
  action: AuditAction;
  targetType: 'story' | 'group' | 'resource';
  /**
   * The fields to write, given the stored document (null when adding). It may read (e.g. to
   * check referenced ids) but not write. Undefined values mean "leave as it is".
   */
  fields: (
    tx: Transaction,
    existing: WithId<DocumentOf<C>> | null,
    now: Date,
  ) => Promise<Record<string, unknown>>;
}

const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * Adds or edits one admin-curated document (stories, groups, resources) in a transaction with
 * an audit entry. A new document is completed with its schema's defaults before it is stored.
 */
export async function saveContent<C extends ContentCollection>(
  save: SaveContent<C>,
): Promise<string> {
  return runTransaction(async (tx) => {
    const now = new Date();
    const existing = save.id ? await requireDoc(tx, save.collection, save.id, save.what) : null;
    const fields = defined(await save.fields(tx, existing, now));
    const ref = save.id ? docRef(save.collection, save.id) : newDocRef(save.collection);
    if (existing) {
      tx.update(ref, { ...fields, updatedAt: now });
    } else {
      tx.create(
        ref,
        collections[save.collection].parse({ ...fields, createdAt: now, updatedAt: now }),
      );
    }
    writeAudit(tx, {
      actorId: save.actorId,
      action: save.action,
      targetType: save.targetType,
      targetId: ref.id,
      changes: { created: existing === null },
      at: now,
    });
    return ref.id;
  });
}
