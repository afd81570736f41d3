import type { AuditEntry } from '@fundax/core';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { newDocRef } from './documents';

/** What an audit entry records; `at` is the time of the change it describes. */
export type AuditRecord = Omit<AuditEntry, 'reason' | 'changes'> &
  Partial<Pick<AuditEntry, 'reason' | 'changes'>>;

/**
 * Appends an audit entry in the same transaction (or batch) as the change it records, so an
 * entry exists exactly when the change happened. `changes` carries states, amounts and ids only.
 */
export function writeAudit(writes: Transaction | WriteBatch, record: AuditRecord): void {
  writes.create(newDocRef('auditLog'), { reason: null, changes: null, ...record });
}
