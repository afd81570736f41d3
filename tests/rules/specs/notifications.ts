import {
  collection,
  collectionGroup,
  getDoc,
  getDocs,
  query,
  where,
} from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, notification } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const inbox = (uid: string) => `users/${uid}/notifications`;

// users/{uid}/notifications/{id}: the person's inbox, read by that person only; admins and
// everyone else are refused, by id and by list.
export function notificationsSpec(): void {
  describe('notifications', () => {
    beforeAll(() =>
      seed({
        [`${inbox(UID.owner)}/n-old`]: notification({
          kind: 'venue-approved',
          createdAt: daysFromNow(-9),
          readAt: daysFromNow(-8),
        }),
        [`${inbox(UID.owner)}/n-new`]: notification({ createdAt: daysFromNow(-1) }),
        [`${inbox(UID.owner)}/n-mid`]: notification({
          kind: 'support-answered',
          createdAt: daysFromNow(-4),
        }),
        [`${inbox(UID.payee)}/n-payee`]: notification({ createdAt: daysFromNow(-2) }),
      }),
    );

    describeReads('notifications', 'get', [
      denies('visitor', 'a message', (db) => getDoc(q.notificationDoc(db, UID.owner, 'n-new'))),
      denies('stranger', "someone's message by id", (db) =>
        getDoc(q.notificationDoc(db, UID.owner, 'n-new')),
      ),
      allows(
        'owner',
        'a message of their own inbox',
        (db) => getDoc(q.notificationDoc(db, UID.owner, 'n-new')),
        ['n-new'],
      ),
      denies('payee', "another user's message by id", (db) =>
        getDoc(q.notificationDoc(db, UID.owner, 'n-new')),
      ),
      allows(
        'payee',
        'a message of their own inbox',
        (db) => getDoc(q.notificationDoc(db, UID.payee, 'n-payee')),
        ['n-payee'],
      ),
      denies('admin', "a user's message (inboxes are private, admins too)", (db) =>
        getDoc(q.notificationDoc(db, UID.owner, 'n-new')),
      ),
    ]);

    describeReads('notifications', 'list', [
      denies('visitor', "a user's inbox", (db) => getDocs(q.notificationsQuery(db, UID.owner))),
      denies('stranger', "the owner's inbox, naming the owner's uid", (db) =>
        getDocs(q.notificationsQuery(db, UID.owner)),
      ),
      allows(
        'owner',
        'their inbox, newest first',
        (db) => getDocs(q.notificationsQuery(db, UID.owner)),
        ['n-new', 'n-mid', 'n-old'],
      ),
      allows(
        'owner',
        'their unread messages',
        (db) => getDocs(q.unreadNotificationsQuery(db, UID.owner)),
        ['n-mid', 'n-new'],
      ),
      denies('owner', 'every inbox at once (a collection group)', (db) =>
        getDocs(query(collectionGroup(db, 'notifications'), where('readAt', '==', null))),
      ),
      allows('payee', 'their inbox', (db) => getDocs(q.notificationsQuery(db, UID.payee)), [
        'n-payee',
      ]),
      denies('payee', "the owner's unread messages", (db) =>
        getDocs(q.unreadNotificationsQuery(db, UID.owner)),
      ),
      denies('admin', "a user's inbox", (db) => getDocs(q.notificationsQuery(db, UID.owner))),
      denies('admin', 'every inbox at once', (db) => getDocs(collectionGroup(db, 'notifications'))),
      denies('stranger', 'a raw list of the inbox', (db) =>
        getDocs(collection(db, inbox(UID.owner))),
      ),
    ]);
  });
}
