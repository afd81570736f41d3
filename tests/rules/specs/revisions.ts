import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, revision } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const waiting = (side: 'partner' | 'fundaxer') => ({
  partner: side === 'partner' ? ('awaiting' as const) : ('agreed' as const),
  fundaxer: side === 'fundaxer' ? ('awaiting' as const) : ('agreed' as const),
  reason: null,
  respondedAt: null,
});

// revisions/{id}: a change to an approved event or venue waiting for review. Not public (the
// approved version is); its partner (a venue's owner), organizer, the fundaxer it would have
// and the fundaxer it has now read it; admins read all.
export function revisionsSpec(): void {
  describe('revisions', () => {
    beforeAll(() =>
      seed({
        // The owner's new title for their event, the payee its fundaxer: ready for review.
        'revisions/event-e-public': revision({ updatedAt: daysFromNow(-3) }),
        // The payee (organizing fundaxer) proposes new dates at the owner's venue: the owner
        // must accept first.
        'revisions/event-e-dates': revision({
          targetId: 'e-dates',
          organizerId: UID.payee,
          changes: { eventEnd: daysFromNow(7.3) },
          current: { eventEnd: daysFromNow(7.2) },
          consent: waiting('partner'),
          proposedBy: UID.payee,
          updatedAt: daysFromNow(-2),
        }),
        // Another partner replaces their fundaxer by the payee, who must accept.
        'revisions/event-e-other': revision({
          targetId: 'e-other',
          partnerId: UID.other,
          organizerId: UID.other,
          fundaxerId: UID.payee,
          currentFundaxerId: 'someone-else',
          changes: { fundaxerId: UID.payee, fundaxerName: 'Dana Yazzie' },
          current: { fundaxerId: 'someone-else', fundaxerName: 'Someone Else' },
          consent: waiting('fundaxer'),
          proposedBy: UID.other,
          updatedAt: daysFromNow(-1),
        }),
        // The owner's venue rename, already approved.
        'revisions/venue-v-approved': revision({
          targetType: 'venue',
          targetId: 'v-approved',
          title: 'Baca Coffee',
          fundaxerId: null,
          currentFundaxerId: null,
          changes: { name: 'Baca Coffee Roasters' },
          current: { name: 'Baca Coffee' },
          consent: { partner: 'agreed', fundaxer: 'none', reason: null, respondedAt: null },
          state: 'approved',
          reviewedAt: daysFromNow(-1),
          reviewedBy: UID.admin,
          endsAt: null,
          updatedAt: daysFromNow(-1.5),
        }),
        // A stranger's venue edit the owner has nothing to do with.
        'revisions/venue-v-other': revision({
          targetType: 'venue',
          targetId: 'v-other',
          partnerId: UID.other,
          organizerId: UID.other,
          fundaxerId: null,
          currentFundaxerId: null,
          changes: { website: 'https://other.example' },
          current: { website: null },
          consent: { partner: 'agreed', fundaxer: 'none', reason: null, respondedAt: null },
          endsAt: null,
          updatedAt: daysFromNow(-4),
        }),
      }),
    );

    describeReads('revisions', 'get', [
      denies('visitor', 'a change waiting for review', (db) =>
        getDoc(q.revisionDoc(db, 'event', 'e-public')),
      ),
      denies('stranger', 'a change waiting for review', (db) =>
        getDoc(q.revisionDoc(db, 'event', 'e-public')),
      ),
      allows(
        'owner',
        'the change to their event (as its partner)',
        (db) => getDoc(q.revisionDoc(db, 'event', 'e-public')),
        ['event-e-public'],
      ),
      allows(
        'owner',
        'the change to their venue',
        (db) => getDoc(q.revisionDoc(db, 'venue', 'v-approved')),
        ['venue-v-approved'],
      ),
      denies('owner', "another partner's venue change", (db) =>
        getDoc(q.revisionDoc(db, 'venue', 'v-other')),
      ),
      allows(
        'payee',
        'a change that would make them the fundaxer',
        (db) => getDoc(q.revisionDoc(db, 'event', 'e-other')),
        ['event-e-other'],
      ),
      allows(
        'payee',
        'the change they proposed as organizer',
        (db) => getDoc(q.revisionDoc(db, 'event', 'e-dates')),
        ['event-e-dates'],
      ),
      denies('payee', "the owner's venue change", (db) =>
        getDoc(q.revisionDoc(db, 'venue', 'v-approved')),
      ),
      allows('admin', "anyone's change", (db) => getDoc(q.revisionDoc(db, 'venue', 'v-other')), [
        'venue-v-other',
      ]),
    ]);

    describeReads('revisions', 'list', [
      denies('visitor', 'the changes waiting for review', (db) =>
        getDocs(q.pendingRevisionsQuery(db)),
      ),
      denies('stranger', "the owner's changes, naming the owner's uid", (db) =>
        getDocs(q.ownRevisionsQuery(db, UID.owner)),
      ),
      denies('stranger', 'every change without a party filter', (db) =>
        getDocs(query(collection(db, 'revisions'), where('state', '==', 'pending'))),
      ),
      allows(
        'owner',
        'their changes in every state, most recent first',
        (db) => getDocs(q.ownRevisionsQuery(db, UID.owner)),
        ['venue-v-approved', 'event-e-dates', 'event-e-public'],
      ),
      allows(
        'owner',
        'the changes waiting for their answer',
        (db) => getDocs(q.revisionsAwaitingMeQuery(db, UID.owner)),
        ['event-e-dates'],
      ),
      allows(
        'payee',
        'the changes that concern them (as organizer or fundaxer)',
        (db) => getDocs(q.ownRevisionsQuery(db, UID.payee)),
        ['event-e-other', 'event-e-dates', 'event-e-public'],
      ),
      allows(
        'payee',
        'the change waiting for their answer (a new fundaxer accepts)',
        (db) => getDocs(q.revisionsAwaitingMeQuery(db, UID.payee)),
        ['event-e-other'],
      ),
      allows(
        'owner',
        'the change to one of their events',
        (db) => getDocs(q.ownListingRevisionQuery(db, UID.owner, 'event', 'e-public')),
        ['event-e-public'],
      ),
      allows(
        'owner',
        'the change to one of their venues, in its last state',
        (db) => getDocs(q.ownListingRevisionQuery(db, UID.owner, 'venue', 'v-approved')),
        ['venue-v-approved'],
      ),
      // A listing changed by nobody since approval has no revision: empty, not refused.
      allows(
        'owner',
        'no change for a listing never changed after approval',
        (db) => getDocs(q.ownListingRevisionQuery(db, UID.owner, 'event', 'e-never-changed')),
        [],
      ),
      allows(
        'payee',
        'the change that would make them the fundaxer',
        (db) => getDocs(q.ownListingRevisionQuery(db, UID.payee, 'event', 'e-other')),
        ['event-e-other'],
      ),
      denies('stranger', "the change to the owner's event, naming the owner's uid", (db) =>
        getDocs(q.ownListingRevisionQuery(db, UID.owner, 'event', 'e-public')),
      ),
      denies('payee', 'the changes ready for review', (db) => getDocs(q.pendingRevisionsQuery(db))),
      allows(
        'admin',
        'the changes both sides agree to, ready for review, oldest first',
        (db) => getDocs(q.pendingRevisionsQuery(db)),
        ['venue-v-other', 'event-e-public'],
      ),
    ]);
  });
}
