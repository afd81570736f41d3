import { readFileSync } from 'node:fs';

import { assertFails } from '@firebase/rules-unit-testing';
import {
  type Firestore,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';

import * as fixture from '../support/fixtures';
import { q } from '../support/queries';
import { UID } from '../support/roles';
import { dbAs, dbWithToken, seed, withoutRules } from '../support/suite';

const pendingVenue = fixture.venue({ _status: { ...fixture.STATUS.pending, disabled: false } });
const pendingEvent = fixture.event({ _status: fixture.eventStatus(fixture.STATUS.pending) });

/** The one private document of each collection that only its owner (or nobody) may read. */
const PRIVATE_DOCUMENTS = {
  [`users/${UID.owner}`]: fixture.user(),
  [`profiles/${UID.owner}`]: fixture.profile({ listed: false }),
  'venues/v-pending': pendingVenue,
  'events/e-pending': pendingEvent,
  'applications/a-own': fixture.application(),
  'successStories/s-draft': fixture.successStory({ published: false, publishedAt: null }),
  'supportRequests/sr-own': fixture.supportRequest(),
  'ledger/l-own': fixture.ledgerEntry(),
  'revisions/event-e-pending': fixture.revision({ targetId: 'e-pending' }),
  'payees/e-ended-paid-partner': fixture.payee({ party: 'partner', payeeId: UID.owner }),
  'statements/e-ended-paid': fixture.statement(),
  'auditLog/al-1': fixture.auditEntry({ targetType: 'user', targetId: UID.owner }),
  [`users/${UID.owner}/notifications/n-1`]: fixture.notification(),
  'adminFeed/f-1': fixture.adminFeedItem(),
  'mail/m-1': fixture.mail(),
};

const read = (db: Firestore, path: string) => getDoc(doc(db, path));

/** An admin whose claim setAdmin revoked, still holding an ID token issued before. */
const REVOKED = 'revoked-admin-uid';

// The classic mistakes, each pinned by a test that fails if it comes back.
export function regressionsSpec(): void {
  describe('regressions', () => {
    beforeAll(() =>
      seed({
        ...PRIVATE_DOCUMENTS,
        'venues/v-approved': fixture.venue(),
        'venues/v-approved/private/notes': { text: 'internal' },
        [`users/${UID.owner}/private/payout`]: { accountNumber: '000123456789' },
        'settings/app': { maintenance: false },
        'nearbyCounts/venues-9wh': { shard: '9wh', counts: { '9whpbc': 3 } },
        'searchCatalogue/shard-00': {
          shard: 0,
          entries: {
            'v:v-pending': {
              k: 'v',
              t: 'Hidden Cafe',
              a: '1 Main St',
              c: 'cafe',
              o: 'u',
              x: 'pending',
            },
          },
        },
        // setAdmin revoked this admin's claim; their ID token still says admin: true.
        [`adminRevocations/${REVOKED}`]: { revokedAt: new Date(), revokedBy: UID.admin },
        [`rateLimits/${UID.owner}`]: { createEvent: { tokens: 0, at: 0 } },
      }),
    );

    describe('a broad rule never shadows a narrow one', () => {
      it('has no recursive wildcard that could open every path below it', () => {
        expect(readFileSync('firestore.rules', 'utf8')).not.toMatch(/=\*\*\}/);
      });

      for (const path of Object.keys(PRIVATE_DOCUMENTS)) {
        it(`a signed-in stranger may not read ${path}`, async () => {
          await assertFails(read(dbAs('stranger'), path));
        });
      }

      it('a public parent does not open its subcollections', async () => {
        await assertFails(read(dbAs('visitor'), 'venues/v-approved/private/notes'));
        await assertFails(read(dbAs('owner'), 'venues/v-approved/private/notes'));
        await assertFails(getDocs(collection(dbAs('visitor'), 'venues/v-approved/private')));
      });

      it('an own document does not open its subcollections', async () => {
        await assertFails(read(dbAs('owner'), `users/${UID.owner}/private/payout`));
      });

      it('a path no rule matches is closed, to admins too', async () => {
        for (const role of ['visitor', 'stranger', 'admin'] as const) {
          await assertFails(read(dbAs(role), 'settings/app'));
          await assertFails(getDocs(collection(dbAs(role), 'settings')));
        }
      });
    });

    describe('nearby search counts are the server’s alone', () => {
      it('no one, admins included, reads, lists or writes nearbyCounts', async () => {
        for (const role of ['visitor', 'owner', 'stranger', 'admin'] as const) {
          const db = dbAs(role);
          await assertFails(read(db, 'nearbyCounts/venues-9wh'));
          await assertFails(getDocs(collection(db, 'nearbyCounts')));
          await assertFails(
            setDoc(
              doc(db, 'nearbyCounts/venues-9wh'),
              { counts: { '9whpbc': 0 } },
              { merge: true },
            ),
          );
        }
        const stored = await withoutRules((admin) => getDoc(doc(admin, 'nearbyCounts/venues-9wh')));
        expect(stored.get('counts')).toEqual({ '9whpbc': 3 });
      });
    });

    describe('the search catalogue is the server’s alone (it lists hidden items too)', () => {
      it('no one, admins included, reads, lists or writes searchCatalogue', async () => {
        for (const role of ['visitor', 'owner', 'stranger', 'admin'] as const) {
          const db = dbAs(role);
          await assertFails(read(db, 'searchCatalogue/shard-00'));
          await assertFails(getDocs(collection(db, 'searchCatalogue')));
          await assertFails(
            setDoc(doc(db, 'searchCatalogue/shard-00'), { entries: {} }, { merge: true }),
          );
        }
        const stored = await withoutRules((admin) =>
          getDoc(doc(admin, 'searchCatalogue/shard-00')),
        );
        expect(Object.keys(stored.get('entries') as object)).toEqual(['v:v-pending']);
      });
    });

    describe('a revoked admin’s still-valid ID token opens nothing admin-only', () => {
      it('reads as a stranger: no audit log, no accounts, no queues, no payees', async () => {
        const db = dbWithToken(REVOKED, { admin: true });
        await assertFails(read(db, 'auditLog/al-1'));
        await assertFails(read(db, `users/${UID.owner}`));
        await assertFails(read(db, 'payees/e-ended-paid-partner'));
        await assertFails(getDocs(q.pendingVenuesQuery(db)));
        await assertFails(getDocs(q.auditLogQuery(db)));
        // What anyone may read stays readable.
        expect((await read(db, 'venues/v-approved')).exists()).toBe(true);
      });

      it('nobody reads or writes the revocations (rules only look them up)', async () => {
        for (const role of ['visitor', 'stranger', 'admin'] as const) {
          await assertFails(read(dbAs(role), `adminRevocations/${REVOKED}`));
          await assertFails(getDocs(collection(dbAs(role), 'adminRevocations')));
        }
        await assertFails(
          deleteDoc(doc(dbWithToken(REVOKED, { admin: true }), `adminRevocations/${REVOKED}`)),
        );
      });
    });

    describe('rate-limit counters are the server’s alone', () => {
      it('no one, the account itself and admins included, reads, lists or resets rateLimits', async () => {
        const path = `rateLimits/${UID.owner}`;
        for (const role of ['visitor', 'owner', 'stranger', 'admin'] as const) {
          const db = dbAs(role);
          await assertFails(read(db, path));
          await assertFails(getDocs(collection(db, 'rateLimits')));
          await assertFails(setDoc(doc(db, path), { createEvent: { tokens: 60, at: 0 } }));
        }
        const stored = await withoutRules((admin) => getDoc(doc(admin, path)));
        expect(stored.get('createEvent.tokens')).toBe(0);
      });
    });

    describe('a client cannot approve its own listing or make itself admin', () => {
      it('the owner cannot approve their pending venue, by update or by merge', async () => {
        const db = dbAs('owner');
        await assertFails(updateDoc(doc(db, 'venues/v-pending'), { '_status.approved': true }));
        await assertFails(
          setDoc(doc(db, 'venues/v-pending'), { _status: { approved: true } }, { merge: true }),
        );
        await assertFails(updateDoc(doc(db, 'events/e-pending'), { '_status.approved': true }));
        const stored = await withoutRules((admin) => getDoc(doc(admin, 'venues/v-pending')));
        expect(stored.get('_status.approved')).toBeNull();
      });

      it('a user cannot set admin on their own account document', async () => {
        const db = dbAs('owner');
        await assertFails(updateDoc(doc(db, `users/${UID.owner}`), { admin: true }));
        await assertFails(
          setDoc(doc(db, `users/${UID.owner}`), { ...fixture.user(), admin: true, isAdmin: true }),
        );
      });

      it('only the claim admin === true makes an admin, not look-alikes', async () => {
        for (const claims of [
          { admin: 'true' },
          { admin: 1 },
          { isAdmin: true },
          { admin: false },
        ]) {
          const db = dbWithToken(UID.stranger, claims);
          await assertFails(read(db, 'auditLog/al-1'));
          await assertFails(getDocs(q.pendingVenuesQuery(db)));
        }
      });
    });

    describe("no one reads another user's document by id", () => {
      const cases = [
        ['stranger', `users/${UID.owner}`],
        ['payee', `users/${UID.owner}`],
        ['payee', 'applications/a-own'],
        ['payee', 'supportRequests/sr-own'],
        ['payee', 'ledger/l-own'],
        ['payee', `profiles/${UID.owner}`],
        ['payee', `users/${UID.owner}/notifications/n-1`],
      ] as const;
      for (const [role, path] of cases) {
        it(`${role} may not read ${path}`, async () => {
          await assertFails(read(dbAs(role), path));
        });
      }
    });

    describe('a list without the filter the rules require is rejected, even with a limit', () => {
      const unfiltered = {
        'venues (approved only)': (db: Firestore) =>
          query(collection(db, 'venues'), where('_status.approved', '==', true), limit(1)),
        'events (approved only)': (db: Firestore) =>
          query(collection(db, 'events'), where('_status.approved', '==', true), limit(1)),
        'profiles (no listed filter)': (db: Firestore) =>
          query(collection(db, 'profiles'), limit(1)),
        'successStories (no published filter)': (db: Firestore) =>
          query(collection(db, 'successStories'), limit(1)),
        'applications (no applicant filter)': (db: Firestore) =>
          query(collection(db, 'applications'), limit(1)),
        'supportRequests (no requester filter)': (db: Firestore) =>
          query(collection(db, 'supportRequests'), where('status', '==', 'open'), limit(1)),
        'ledger (no payee filter)': (db: Firestore) =>
          query(collection(db, 'ledger'), where('party', '==', 'partner'), limit(1)),
        'users (not an admin)': (db: Firestore) => query(collection(db, 'users'), limit(1)),
      };
      for (const [what, build] of Object.entries(unfiltered)) {
        it(`the owner may not list ${what}`, async () => {
          await assertFails(getDocs(build(dbAs('owner'))));
        });
      }
    });

    describe('a forged uid field gets nothing', () => {
      it('nobody creates a venue, for someone else or for themselves', async () => {
        const db = dbAs('stranger');
        await assertFails(setDoc(doc(db, 'venues/forged'), fixture.venue({ ownerId: UID.owner })));
        await assertFails(
          addDoc(collection(db, 'venues'), fixture.venue({ ownerId: UID.stranger })),
        );
      });

      it('nobody files a support request or an application in someone else’s name', async () => {
        const db = dbAs('stranger');
        await assertFails(
          addDoc(
            collection(db, 'supportRequests'),
            fixture.supportRequest({ requesterId: UID.owner }),
          ),
        );
        await assertFails(
          addDoc(
            collection(db, 'applications'),
            fixture.application({ applicantId: UID.stranger }),
          ),
        );
      });

      it('nobody records a payout to themselves', async () => {
        await assertFails(
          addDoc(collection(dbAs('payee'), 'ledger'), fixture.ledgerEntry({ payeeId: UID.payee })),
        );
      });

      it("naming another user's uid in an own-data query is rejected", async () => {
        const db = dbAs('stranger');
        await assertFails(getDocs(q.ownVenuesQuery(db, UID.owner)));
        await assertFails(getDocs(q.ownEventsQuery(db, UID.owner)));
        await assertFails(getDocs(q.ledgerEntriesForPayeeQuery(db, UID.owner)));
        await assertFails(getDocs(q.ownApplicationsQuery(db, UID.owner)));
        await assertFails(getDocs(q.ownSupportRequestsQuery(db, UID.owner)));
      });
    });

    describe('underscore fields are written only by functions', () => {
      const underscoreWrites = {
        'events/e-pending': [
          { '_protected.disbursal.partner': { paidAt: new Date(), entryId: 'forged' } },
          { '_protected.awaitingPayment': false },
          { '_geoloc.hash': '9whp' },
          { '_status.cancelled': true },
        ],
        'venues/v-approved': [{ '_status.disabled': true }, { '_geoloc.lat': 0 }],
      };
      it('nobody accepts a proposal, or a change, by writing it', async () => {
        for (const role of ['owner', 'payee'] as const) {
          await assertFails(
            updateDoc(doc(dbAs(role), 'events/e-pending'), { 'consent.partner': 'agreed' }),
          );
          await assertFails(
            updateDoc(doc(dbAs(role), 'revisions/event-e-pending'), { state: 'approved' }),
          );
        }
      });
      for (const role of ['owner', 'admin'] as const) {
        it(`the ${role} cannot change _status, _geoloc or _protected`, async () => {
          for (const [path, patches] of Object.entries(underscoreWrites)) {
            for (const patch of patches) {
              await assertFails(updateDoc(doc(dbAs(role), path), patch));
            }
          }
        });
      }
    });
  });
}
