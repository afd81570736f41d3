import type { AuditEntry } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';

/** Admin: one audit entry (linked from a record's history). */
export function auditEntryDoc(db: Firestore, id: string) {
  return typedDoc(db, 'auditLog', id);
}

/** Admin: the audit log, newest first (add limit() for a page). */
export function auditLogQuery(db: Firestore) {
  return query(typedCollection(db, 'auditLog'), orderBy('at', 'desc'));
}

/** Admin: the history of one record (an event, venue, user, ...), newest first. */
export function auditLogForTargetQuery(
  db: Firestore,
  targetType: AuditEntry['targetType'],
  targetId: string,
) {
  return query(
    typedCollection(db, 'auditLog'),
    where('targetType', '==', targetType),
    where('targetId', '==', targetId),
    orderBy('at', 'desc'),
  );
}
