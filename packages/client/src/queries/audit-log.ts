import { auditEntrySchema } from '@fundax/core';
import type { AuditEntry } from '@fundax/core';
import { type Firestore, orderBy, query, where } from 'firebase/firestore/lite';

import { typedCollection, typedDoc } from './typed-refs';
import { readConverter } from './converters';

/** `auditLog` documents as clients read them: parsed by their schema, with their id. */
export const auditLogConverter = readConverter('auditLog', auditEntrySchema);

/** Admin: one audit entry (linked from a record's history). */
export function auditEntryDoc(db: Firestore, id: string) {
  return typedDoc(db, auditLogConverter, id);
}

/** Admin: the audit log, newest first (add limit() for a page). */
export function auditLogQuery(db: Firestore) {
  return query(typedCollection(db, auditLogConverter), orderBy('at', 'desc'));
}

/** Admin: the history of one record (an event, venue, user, ...), newest first. */
export function auditLogForTargetQuery(
  db: Firestore,
  targetType: AuditEntry['targetType'],
  targetId: string,
) {
  return query(
    typedCollection(db, auditLogConverter),
    where('targetType', '==', targetType),
    where('targetId', '==', targetId),
    orderBy('at', 'desc'),
  );
}
