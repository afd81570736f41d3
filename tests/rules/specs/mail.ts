import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { alertDigest, mail } from '../support/fixtures';
import { denies, describeReads } from '../support/reads';
import { ROLES, UID } from '../support/roles';
import { seed } from '../support/suite';

// mail/{id} and alertDigests/{uid}: no client ever reads them, admins and the recipient
// included (addresses, unsubscribe links, delivery state); only the functions do.
export function mailSpec(): void {
  describe('mail and alertDigests', () => {
    beforeAll(() =>
      seed({
        'mail/m-owner': mail(),
        [`alertDigests/${UID.owner}`]: alertDigest(),
      }),
    );

    describeReads(
      'mail',
      'get',
      ROLES.map((role) =>
        denies(role, 'an email (even one to the owner)', (db) => getDoc(doc(db, 'mail/m-owner'))),
      ),
    );
    describeReads('mail', 'list', [
      ...ROLES.map((role) => denies(role, 'the outbox', (db) => getDocs(collection(db, 'mail')))),
      denies('owner', 'the emails to them', (db) =>
        getDocs(query(collection(db, 'mail'), where('recipientId', '==', UID.owner))),
      ),
    ]);
    describeReads(
      'alertDigests',
      'get',
      ROLES.map((role) =>
        denies(role, 'the owner’s waiting digest', (db) =>
          getDoc(doc(db, `alertDigests/${UID.owner}`)),
        ),
      ),
    );
    describeReads(
      'alertDigests',
      'list',
      ROLES.map((role) =>
        denies(role, 'the waiting digests', (db) => getDocs(collection(db, 'alertDigests'))),
      ),
    );
  });
}
