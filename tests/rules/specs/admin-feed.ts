import { collection, getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { adminFeedItem, daysFromNow } from '../support/fixtures';
import { q } from '../support/queries';
import { type ReadCase, allows, denies, describeReads } from '../support/reads';
import { seed } from '../support/suite';

const NON_ADMINS = ['visitor', 'stranger', 'owner', 'payee'] as const;

// adminFeed/{id}: what waits for admins; admins only, not even the user an item is about.
export function adminFeedSpec(): void {
  describe('adminFeed', () => {
    beforeAll(() =>
      seed({
        'adminFeed/venue-submitted-v-pending': adminFeedItem(),
        'adminFeed/support-requested-sr-own': adminFeedItem({
          kind: 'support-requested',
          subjectId: 'sr-own',
          title: 'New support request: Event dates',
          link: '/auth/requests',
          createdAt: daysFromNow(-1),
        }),
        'adminFeed/application-submitted-a-own': adminFeedItem({
          kind: 'application-submitted',
          subjectId: 'a-own',
          title: `New angel application: Priya Raman`,
          link: '/auth/angels',
          createdAt: daysFromNow(-6),
          handledAt: daysFromNow(-5),
        }),
      }),
    );

    describeReads('adminFeed', 'get', [
      ...NON_ADMINS.map((role): ReadCase =>
        denies(role, 'an item about the owner’s venue', (db) =>
          getDoc(q.adminFeedItemDoc(db, 'venue-submitted-v-pending')),
        ),
      ),
      allows(
        'admin',
        'an item',
        (db) => getDoc(q.adminFeedItemDoc(db, 'venue-submitted-v-pending')),
        ['venue-submitted-v-pending'],
      ),
    ]);

    describeReads('adminFeed', 'list', [
      ...NON_ADMINS.map((role): ReadCase =>
        denies(role, 'the feed', (db) => getDocs(q.adminFeedQuery(db))),
      ),
      denies('owner', 'what waits', (db) => getDocs(q.waitingAdminFeedQuery(db))),
      denies('stranger', 'a raw list of the feed', (db) => getDocs(collection(db, 'adminFeed'))),
      allows('admin', 'the feed, newest first', (db) => getDocs(q.adminFeedQuery(db)), [
        'support-requested-sr-own',
        'venue-submitted-v-pending',
        'application-submitted-a-own',
      ]),
      allows(
        'admin',
        'what still waits, newest first',
        (db) => getDocs(q.waitingAdminFeedQuery(db)),
        ['support-requested-sr-own', 'venue-submitted-v-pending'],
      ),
    ]);
  });
}
