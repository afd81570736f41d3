import { collection, documentId, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, user } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const OWNER = `users/${UID.owner}`;

// users/{uid}: its owner gets it by id; admins get and list all; nobody else.
export function usersSpec(): void {
  describe('users', () => {
    beforeAll(() =>
      seed({
        [OWNER]: user({ createdAt: daysFromNow(-30) }),
        [`users/${UID.payee}`]: user({
          role: 'fundaxer',
          displayName: 'Dana Yazzie',
          organization: null,
          createdAt: daysFromNow(-20),
        }),
        [`users/${UID.other}`]: user({
          role: 'angel',
          displayName: 'Priya Raman',
          payoutProfile: null,
          createdAt: daysFromNow(-10),
        }),
      }),
    );

    describeReads('users', 'get', [
      denies('visitor', 'an account', (db) => getDoc(q.ownUserDoc(db, UID.owner))),
      denies('stranger', "another user's account by id", (db) =>
        getDoc(q.ownUserDoc(db, UID.owner)),
      ),
      allows('owner', 'their own account', (db) => getDoc(q.ownUserDoc(db, UID.owner)), [
        UID.owner,
      ]),
      denies('payee', "another user's account by id", (db) => getDoc(q.ownUserDoc(db, UID.owner))),
      allows('payee', 'their own account', (db) => getDoc(q.ownUserDoc(db, UID.payee)), [
        UID.payee,
      ]),
      allows('admin', 'any account', (db) => getDoc(q.ownUserDoc(db, UID.owner)), [UID.owner]),
    ]);

    describeReads('users', 'list', [
      denies('visitor', 'the accounts', (db) => getDocs(q.usersQuery(db))),
      denies('stranger', 'the accounts', (db) => getDocs(q.usersQuery(db))),
      denies('owner', 'the accounts', (db) => getDocs(q.usersQuery(db))),
      denies('owner', 'a query for just their own account id', (db) =>
        getDocs(query(collection(db, 'users'), where(documentId(), '==', UID.owner))),
      ),
      denies('payee', 'the accounts of one role', (db) => getDocs(q.usersQuery(db, 'fundaxer'))),
      allows('admin', 'every account, newest first', (db) => getDocs(q.usersQuery(db)), [
        UID.other,
        UID.payee,
        UID.owner,
      ]),
      allows('admin', 'the accounts of one role', (db) => getDocs(q.usersQuery(db, 'fundaxer')), [
        UID.payee,
      ]),
    ]);
  });
}
