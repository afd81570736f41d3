import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { FundaxEvent } from '@fundax/core';
import {
  collection,
  count,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  or,
  query,
  startAfter,
  sum,
  where,
} from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';

import { STATUS, daysFromNow, event, eventStatus, ledgerEntry } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { dbAs, seed } from '../support/suite';

const status = eventStatus;
const awaiting = (side: 'partner' | 'fundaxer'): FundaxEvent['consent'] => ({
  partner: side === 'partner' ? 'awaiting' : 'agreed',
  fundaxer: side === 'fundaxer' ? 'awaiting' : 'agreed',
  reason: null,
  respondedAt: null,
});
/** An event starting `days` from now and lasting about five hours. */
const at = (days: number) => ({ eventStart: daysFromNow(days), eventEnd: daysFromNow(days + 0.2) });
const paid = (entryId: string) => ({ paidAt: daysFromNow(-5), entryId });

// events/{id}: approved, enabled, not cancelled ones are public (a list filters all three);
// organizer, partner and fundaxer read theirs in every state; admins read all. The payout
// status rides on the event; the payout details stay in the ledger.
export function eventsSpec(): void {
  describe('events', () => {
    beforeAll(() =>
      seed({
        'events/e-public': event({ ...at(7) }),
        'events/e-special': event({
          ...at(3),
          title: 'Art walk for the Harwood',
          category: 'arts',
          special: true,
          venueId: 'v-other-approved',
          fundaxerId: null,
          fundaxerName: null,
        }),
        // A fundaxer (the payee) organized this one at the owner's venue.
        'events/e-pending': event({
          ...at(10),
          organizerId: UID.payee,
          _status: status(STATUS.pending),
        }),
        'events/e-fundaxer-only': event({
          ...at(12),
          organizerId: UID.other,
          partnerId: UID.other,
          venueId: 'v-other-approved',
          _status: status(STATUS.pending),
        }),
        'events/e-rejected': event({
          ...at(14),
          fundaxerId: null,
          _status: status(STATUS.rejected),
        }),
        'events/e-cancelled': event({
          ...at(5),
          fundaxerId: null,
          _status: status(STATUS.approved, { cancelled: true, cancelReason: 'The venue flooded.' }),
        }),
        'events/e-disabled': event({
          ...at(6),
          fundaxerId: null,
          _status: status(STATUS.approved, { disabled: true }),
        }),
        'events/e-other-pending': event({
          ...at(4),
          organizerId: UID.other,
          partnerId: UID.other,
          fundaxerId: null,
          _status: status(STATUS.pending),
        }),
        // Never reviewed before it started: no longer in the admins' queue.
        'events/e-stale-pending': event({
          ...at(-1),
          fundaxerId: null,
          _status: status(STATUS.pending),
        }),
        // The payee proposed it at the owner's venue: waiting for the owner's acceptance, so
        // not yet in the admins' queue.
        'events/e-awaiting-partner': event({
          ...at(9),
          organizerId: UID.payee,
          consent: awaiting('partner'),
          _status: status(STATUS.pending),
        }),
        // The owner named the payee as fundaxer: waiting for the payee.
        'events/e-awaiting-fundaxer': event({
          ...at(11),
          consent: awaiting('fundaxer'),
          _status: status(STATUS.pending),
        }),
        // Its venue was rejected: hidden from the public, its owners see why.
        'events/e-venue-hidden': event({
          ...at(8),
          fundaxerId: null,
          _status: status(STATUS.approved, {
            disabled: true,
            venueHidden: true,
            venueHiddenReason: '“Baca Coffee” is no longer listed on Fundax.',
          }),
        }),
        'events/e-ended-unpaid': event({
          ...at(-3),
          salesCents: 8_000,
          raisedCents: 1_200,
          _protected: {
            disbursal: { partner: null, fundaxer: null },
            awaitingPayment: true,
            countedHash: null,
            resultsReported: true,
            settled: false,
          },
        }),
        'events/e-ended-partner-only': event({
          ...at(-6),
          fundaxerId: null,
          _protected: {
            disbursal: { partner: null, fundaxer: null },
            awaitingPayment: true,
            countedHash: null,
            resultsReported: false,
            settled: false,
          },
        }),
        'events/e-ended-paid': event({
          ...at(-10),
          salesCents: 8_000,
          raisedCents: 1_200,
          _protected: {
            disbursal: { partner: paid('l-partner'), fundaxer: paid('l-fundaxer') },
            awaitingPayment: false,
            countedHash: null,
            resultsReported: true,
            settled: true,
          },
        }),
        'ledger/l-partner': ledgerEntry(),
      }),
    );

    describeReads('events', 'get', [
      allows('visitor', 'a public event', (db) => getDoc(q.eventDoc(db, 'e-public')), ['e-public']),
      allows('visitor', 'an ended public event', (db) => getDoc(q.eventDoc(db, 'e-ended-paid')), [
        'e-ended-paid',
      ]),
      denies('visitor', 'a pending event', (db) => getDoc(q.eventDoc(db, 'e-pending'))),
      denies('visitor', 'a rejected event', (db) => getDoc(q.eventDoc(db, 'e-rejected'))),
      denies('visitor', 'a cancelled event', (db) => getDoc(q.eventDoc(db, 'e-cancelled'))),
      denies('visitor', 'a disabled event', (db) => getDoc(q.eventDoc(db, 'e-disabled'))),
      denies('visitor', 'an event hidden with its rejected venue', (db) =>
        getDoc(q.eventDoc(db, 'e-venue-hidden')),
      ),
      denies('visitor', 'a proposal waiting for acceptance', (db) =>
        getDoc(q.eventDoc(db, 'e-awaiting-partner')),
      ),
      allows('stranger', 'a public event', (db) => getDoc(q.eventDoc(db, 'e-public')), [
        'e-public',
      ]),
      denies('stranger', 'a pending event', (db) => getDoc(q.eventDoc(db, 'e-pending'))),
      denies('stranger', 'a cancelled event', (db) => getDoc(q.eventDoc(db, 'e-cancelled'))),
      allows(
        'owner',
        'a pending event at their venue',
        (db) => getDoc(q.eventDoc(db, 'e-pending')),
        ['e-pending'],
      ),
      allows('owner', 'their rejected event', (db) => getDoc(q.eventDoc(db, 'e-rejected')), [
        'e-rejected',
      ]),
      allows('owner', 'their cancelled event', (db) => getDoc(q.eventDoc(db, 'e-cancelled')), [
        'e-cancelled',
      ]),
      allows('owner', 'their disabled event', (db) => getDoc(q.eventDoc(db, 'e-disabled')), [
        'e-disabled',
      ]),
      allows(
        'owner',
        'their event hidden with their rejected venue, and why',
        async (db) => {
          const snapshot = await getDoc(q.eventDoc(db, 'e-venue-hidden'));
          expect(snapshot.data()?._status.venueHiddenReason).toMatch(/no longer listed/);
          return snapshot;
        },
        ['e-venue-hidden'],
      ),
      denies('owner', "someone else's pending event", (db) =>
        getDoc(q.eventDoc(db, 'e-other-pending')),
      ),
      allows(
        'payee',
        'a pending event they organized',
        (db) => getDoc(q.eventDoc(db, 'e-pending')),
        ['e-pending'],
      ),
      allows(
        'payee',
        'a pending event where they are only the fundaxer',
        (db) => getDoc(q.eventDoc(db, 'e-fundaxer-only')),
        ['e-fundaxer-only'],
      ),
      denies('payee', 'a rejected event they have no part in', (db) =>
        getDoc(q.eventDoc(db, 'e-rejected')),
      ),
      denies('payee', 'a cancelled event they have no part in', (db) =>
        getDoc(q.eventDoc(db, 'e-cancelled')),
      ),
      allows('admin', "anyone's pending event", (db) => getDoc(q.eventDoc(db, 'e-other-pending')), [
        'e-other-pending',
      ]),
      allows('admin', 'a cancelled event', (db) => getDoc(q.eventDoc(db, 'e-cancelled')), [
        'e-cancelled',
      ]),
    ]);

    describeReads('events', 'list', [
      allows(
        'visitor',
        'the public upcoming events, soonest end first',
        (db) => getDocs(q.approvedUpcomingEventsQuery(db)),
        ['e-special', 'e-public'],
      ),
      allows(
        'visitor',
        'the public upcoming events of one cause',
        (db) => getDocs(q.approvedUpcomingEventsQuery(db, new Date(), 'schools')),
        ['e-public'],
      ),
      allows('visitor', 'the special events', (db) => getDocs(q.specialEventsQuery(db)), [
        'e-special',
      ]),
      allows(
        'visitor',
        'the upcoming events at a venue',
        (db) => getDocs(q.upcomingEventsAtVenueQuery(db, 'v-approved')),
        ['e-public'],
      ),
      allows(
        'visitor',
        "the upcoming public events at a partner's venues",
        (db) => getDocs(q.upcomingPartnerEventsQuery(db, UID.owner)),
        ['e-special', 'e-public'],
      ),
      allows(
        'visitor',
        "a partner's ended public events (for their totals)",
        (db) => getDocs(q.partnerEndedEventsQuery(db, UID.owner)),
        ['e-ended-paid', 'e-ended-partner-only', 'e-ended-unpaid'],
      ),
      allows(
        'visitor',
        "a fundaxer's public events, past ones too",
        (db) => getDocs(q.fundaxerPublicEventsQuery(db, UID.payee)),
        ['e-public', 'e-ended-unpaid', 'e-ended-paid'],
      ),
      denies('visitor', 'every event', (db) => getDocs(collection(db, 'events'))),
      denies('visitor', 'approved, enabled events without the cancelled filter', (db) =>
        getDocs(
          query(
            collection(db, 'events'),
            where('_status.approved', '==', true),
            where('_status.disabled', '==', false),
          ),
        ),
      ),
      denies('visitor', "a user's events in every state", (db) =>
        getDocs(q.ownEventsQuery(db, UID.owner)),
      ),
      denies('visitor', 'the pending events', (db) => getDocs(q.pendingEventsQuery(db))),
      allows(
        'stranger',
        'the public upcoming events',
        (db) => getDocs(q.approvedUpcomingEventsQuery(db)),
        ['e-special', 'e-public'],
      ),
      denies('stranger', "the owner's events, naming the owner's uid", (db) =>
        getDocs(q.ownEventsQuery(db, UID.owner)),
      ),
      denies('stranger', 'the events at a partner’s venues without the public filters', (db) =>
        getDocs(query(collection(db, 'events'), where('partnerId', '==', UID.owner))),
      ),
      allows(
        'owner',
        'their events in every state, newest start first',
        (db) => getDocs(q.ownEventsQuery(db, UID.owner)),
        [
          'e-rejected',
          'e-awaiting-fundaxer',
          'e-pending',
          'e-awaiting-partner',
          'e-venue-hidden',
          'e-public',
          'e-disabled',
          'e-cancelled',
          'e-special',
          'e-stale-pending',
          'e-ended-unpaid',
          'e-ended-partner-only',
          'e-ended-paid',
        ],
      ),
      denies('owner', "the payee's events, naming the payee's uid", (db) =>
        getDocs(q.ownEventsQuery(db, UID.payee)),
      ),
      denies('owner', 'the unpaid partner payouts, although they are the partner', (db) =>
        getDocs(q.unpaidEventsQuery(db, 'partner')),
      ),
      allows(
        'payee',
        'the events they organize or raise money through',
        (db) => getDocs(q.ownEventsQuery(db, UID.payee)),
        [
          'e-fundaxer-only',
          'e-awaiting-fundaxer',
          'e-pending',
          'e-awaiting-partner',
          'e-public',
          'e-ended-unpaid',
          'e-ended-paid',
        ],
      ),
      denies('payee', 'their events or-ed with a partner’s', (db) =>
        getDocs(
          query(
            collection(db, 'events'),
            or(where('fundaxerId', '==', UID.payee), where('partnerId', '==', UID.owner)),
          ),
        ),
      ),
      denies('payee', 'the pending events', (db) => getDocs(q.pendingEventsQuery(db))),
      allows(
        'owner',
        'the proposals waiting for their answer (as the venue’s partner)',
        (db) => getDocs(q.proposalsAwaitingMeQuery(db, UID.owner)),
        ['e-awaiting-partner'],
      ),
      allows(
        'payee',
        'the proposals waiting for their answer (as the named fundaxer)',
        (db) => getDocs(q.proposalsAwaitingMeQuery(db, UID.payee)),
        ['e-awaiting-fundaxer'],
      ),
      denies('stranger', "the proposals waiting for the owner's answer", (db) =>
        getDocs(q.proposalsAwaitingMeQuery(db, UID.owner)),
      ),
      denies('visitor', "the proposals waiting for the payee's answer", (db) =>
        getDocs(q.proposalsAwaitingMeQuery(db, UID.payee)),
      ),
      allows(
        'admin',
        'the partner payouts still due whose results are reported (payable)',
        (db) => getDocs(q.unpaidEventsQuery(db, 'partner', new Date(), 'reported')),
        ['e-ended-unpaid'],
      ),
      allows(
        'admin',
        'the partner payouts still due whose results are missing (waiting for results)',
        (db) => getDocs(q.unpaidEventsQuery(db, 'partner', new Date(), 'missing')),
        ['e-ended-partner-only'],
      ),
      allows(
        'admin',
        'the fundaxer payouts still due, payable and waiting for results',
        async (db) => {
          const waiting = await getDocs(q.unpaidEventsQuery(db, 'fundaxer', new Date(), 'missing'));
          expect(waiting.docs).toEqual([]);
          return getDocs(q.unpaidEventsQuery(db, 'fundaxer', new Date(), 'reported'));
        },
        ['e-ended-unpaid'],
      ),
      allows(
        'admin',
        'the pending events that start in the future, soonest first',
        (db) => getDocs(q.pendingEventsQuery(db)),
        ['e-other-pending', 'e-pending', 'e-fundaxer-only'],
      ),
      allows(
        'admin',
        'the ended events whose partner is unpaid',
        (db) => getDocs(q.unpaidEventsQuery(db, 'partner')),
        ['e-ended-partner-only', 'e-ended-unpaid'],
      ),
      allows(
        'admin',
        'the ended events whose fundaxer is unpaid',
        (db) => getDocs(q.unpaidEventsQuery(db, 'fundaxer')),
        ['e-ended-unpaid'],
      ),
      allows(
        'admin',
        'every event, latest start first (the console records)',
        (db) => getDocs(q.eventRecordsQuery(db)),
        [
          'e-rejected',
          'e-fundaxer-only',
          'e-awaiting-fundaxer',
          'e-pending',
          'e-awaiting-partner',
          'e-venue-hidden',
          'e-public',
          'e-disabled',
          'e-cancelled',
          'e-other-pending',
          'e-special',
          'e-stale-pending',
          'e-ended-unpaid',
          'e-ended-partner-only',
          'e-ended-paid',
        ],
      ),
      allows(
        'admin',
        'the second page of events after a cursor',
        async (db) => {
          const first = await getDocs(query(q.eventRecordsQuery(db), limit(3)));
          return getDocs(query(q.eventRecordsQuery(db), startAfter(first.docs.at(-1)), limit(3)));
        },
        ['e-pending', 'e-awaiting-partner', 'e-venue-hidden'],
      ),
      allows(
        'admin',
        'the pending events, started ones too',
        (db) => getDocs(q.eventRecordsQuery(db, { status: 'pending' })),
        [
          'e-fundaxer-only',
          'e-awaiting-fundaxer',
          'e-pending',
          'e-awaiting-partner',
          'e-other-pending',
          'e-stale-pending',
        ],
      ),
      allows(
        'admin',
        'the approved events that are not cancelled',
        (db) => getDocs(q.eventRecordsQuery(db, { status: 'approved' })),
        [
          'e-venue-hidden',
          'e-public',
          'e-disabled',
          'e-special',
          'e-ended-unpaid',
          'e-ended-partner-only',
          'e-ended-paid',
        ],
      ),
      allows(
        'admin',
        'the rejected events',
        (db) => getDocs(q.eventRecordsQuery(db, { status: 'rejected' })),
        ['e-rejected'],
      ),
      allows(
        'admin',
        'the cancelled events of one cause',
        (db) => getDocs(q.eventRecordsQuery(db, { status: 'cancelled', category: 'schools' })),
        ['e-cancelled'],
      ),
      allows(
        'admin',
        'the events of one cause in every state',
        (db) => getDocs(q.eventRecordsQuery(db, { category: 'arts' })),
        ['e-special'],
      ),
      allows(
        'admin',
        'the pending and the approved events of one cause',
        async (db) => {
          const pending = await getDocs(
            q.eventRecordsQuery(db, { status: 'pending', category: 'arts' }),
          );
          expect(pending.docs).toEqual([]);
          return getDocs(q.eventRecordsQuery(db, { status: 'approved', category: 'arts' }));
        },
        ['e-special'],
      ),
      denies('owner', 'every event in every state (the console records)', (db) =>
        getDocs(q.eventRecordsQuery(db)),
      ),
    ]);

    describe('aggregations obey the same list rules', () => {
      it("a visitor may sum a partner's ended public events, not every event", async () => {
        const db = dbAs('visitor');
        const spec = { raised: sum('raisedCents'), events: count() };
        const totals = await assertSucceeds(
          getAggregate(q.partnerEndedEventsQuery(db, UID.owner), spec),
        );
        expect(totals.data()).toEqual({ raised: 2 * 1_200, events: 3 });
        await assertFails(getAggregate(collection(db, 'events'), spec));
      });
    });

    describe('payment status is visible with the event, payment details are not', () => {
      it('shows a visitor only when and under which ledger entry each party was paid', async () => {
        const db = dbAs('visitor');
        const ended = (await getDoc(q.eventDoc(db, 'e-ended-paid'))).data();
        expect(ended?._protected.disbursal.partner).toEqual(paid('l-partner'));
        expect(ended?._protected.disbursal.fundaxer).toEqual(paid('l-fundaxer'));
        await assertFails(getDoc(q.ledgerEntryDoc(db, 'l-partner')));
      });
    });
  });
}
