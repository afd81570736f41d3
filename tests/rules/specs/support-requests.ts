import { collection, getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, supportRequest } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

// supportRequests/{id}: the requester (a list filters requesterId) and admins.
export function supportRequestsSpec(): void {
  describe('supportRequests', () => {
    beforeAll(() =>
      seed({
        'supportRequests/sr-own': supportRequest(),
        'supportRequests/sr-own-resolved': supportRequest({
          subject: 'Payout method',
          status: 'resolved',
          resolution: 'Switched to direct deposit.',
          resolvedAt: daysFromNow(-18),
          resolvedBy: UID.admin,
          createdAt: daysFromNow(-20),
        }),
        'supportRequests/sr-payee': supportRequest({
          requesterId: UID.payee,
          requesterEmail: 'dana@example.test',
          createdAt: daysFromNow(-5),
        }),
      }),
    );

    describeReads('supportRequests', 'get', [
      denies('visitor', 'a request', (db) => getDoc(q.supportRequestDoc(db, 'sr-own'))),
      denies('stranger', "someone's request by id", (db) =>
        getDoc(q.supportRequestDoc(db, 'sr-own')),
      ),
      allows('owner', 'their own request', (db) => getDoc(q.supportRequestDoc(db, 'sr-own')), [
        'sr-own',
      ]),
      denies('owner', "another user's request", (db) =>
        getDoc(q.supportRequestDoc(db, 'sr-payee')),
      ),
      allows('payee', 'their own request', (db) => getDoc(q.supportRequestDoc(db, 'sr-payee')), [
        'sr-payee',
      ]),
      allows('admin', 'any request', (db) => getDoc(q.supportRequestDoc(db, 'sr-own')), ['sr-own']),
    ]);

    describeReads('supportRequests', 'list', [
      denies('visitor', "a user's requests", (db) =>
        getDocs(q.ownSupportRequestsQuery(db, UID.owner)),
      ),
      denies('stranger', "the owner's requests, naming the owner's uid", (db) =>
        getDocs(q.ownSupportRequestsQuery(db, UID.owner)),
      ),
      allows(
        'owner',
        'their own requests, newest first',
        (db) => getDocs(q.ownSupportRequestsQuery(db, UID.owner)),
        ['sr-own', 'sr-own-resolved'],
      ),
      denies('owner', 'the open requests', (db) => getDocs(q.openSupportRequestsQuery(db))),
      denies('owner', 'every request', (db) => getDocs(collection(db, 'supportRequests'))),
      allows(
        'payee',
        'their own requests',
        (db) => getDocs(q.ownSupportRequestsQuery(db, UID.payee)),
        ['sr-payee'],
      ),
      allows(
        'admin',
        'the open requests, oldest first',
        (db) => getDocs(q.openSupportRequestsQuery(db)),
        ['sr-payee', 'sr-own'],
      ),
      allows(
        'admin',
        "a user's requests",
        (db) => getDocs(q.ownSupportRequestsQuery(db, UID.owner)),
        ['sr-own', 'sr-own-resolved'],
      ),
    ]);
  });
}
