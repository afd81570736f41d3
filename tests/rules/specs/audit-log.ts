import { collection, getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { auditEntry, daysFromNow } from '../support/fixtures';
import { q } from '../support/queries';
import { type ReadCase, allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const NON_ADMINS = ['visitor', 'stranger', 'owner', 'payee'] as const;

// auditLog/{id}: admins only; not even the user an entry is about (here: the owner).
export function auditLogSpec(): void {
  describe('auditLog', () => {
    beforeAll(() =>
      seed({
        'auditLog/al-venue': auditEntry(),
        'auditLog/al-event': auditEntry({
          action: 'event.approve',
          targetType: 'event',
          targetId: 'e-public',
          at: daysFromNow(-15),
        }),
        'auditLog/al-user': auditEntry({
          action: 'admin.grant',
          targetType: 'user',
          targetId: UID.owner,
          changes: { admin: true },
          at: daysFromNow(-10),
        }),
      }),
    );

    describeReads('auditLog', 'get', [
      ...NON_ADMINS.map((role): ReadCase =>
        denies(role, 'an entry about the owner', (db) => getDoc(q.auditEntryDoc(db, 'al-user'))),
      ),
      allows('admin', 'an entry', (db) => getDoc(q.auditEntryDoc(db, 'al-user')), ['al-user']),
    ]);

    describeReads('auditLog', 'list', [
      ...NON_ADMINS.map((role): ReadCase =>
        denies(role, 'the audit log', (db) => getDocs(q.auditLogQuery(db))),
      ),
      denies('owner', 'the history of their own account', (db) =>
        getDocs(q.auditLogForTargetQuery(db, 'user', UID.owner)),
      ),
      denies('stranger', 'every entry', (db) => getDocs(collection(db, 'auditLog'))),
      allows('admin', 'the audit log, newest first', (db) => getDocs(q.auditLogQuery(db)), [
        'al-user',
        'al-event',
        'al-venue',
      ]),
      allows(
        'admin',
        "one record's history",
        (db) => getDocs(q.auditLogForTargetQuery(db, 'user', UID.owner)),
        ['al-user'],
      ),
    ]);
  });
}
