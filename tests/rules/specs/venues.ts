import type { ReviewStatus, Venue } from '@fundax/core';
import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect } from 'vitest';

import { STATUS, daysFromNow, venue } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const enabled = (status: ReviewStatus): Venue['_status'] => ({ ...status, disabled: false });

// venues/{id}: approved and not disabled ones are public (a list filters both); the owner reads
// theirs in every state (a list filters ownerId); admins read all.
export function venuesSpec(): void {
  describe('venues', () => {
    beforeAll(() =>
      seed({
        'venues/v-approved': venue(),
        'venues/v-pending': venue({
          name: 'Baca Coffee Rio Rancho',
          _status: enabled(STATUS.pending),
          createdAt: daysFromNow(-3),
        }),
        'venues/v-rejected': venue({
          name: 'Baca Coffee Downtown',
          _status: enabled(STATUS.rejected),
          createdAt: daysFromNow(-2),
        }),
        'venues/v-disabled': venue({
          name: 'Baca Coffee Nob Hill',
          _status: { ...STATUS.approved, disabled: true },
          createdAt: daysFromNow(-1),
        }),
        'venues/v-other-approved': venue({
          ownerId: UID.other,
          name: 'Alameda Books',
          category: 'retail',
        }),
        'venues/v-other-pending': venue({
          ownerId: UID.other,
          name: 'Rio Grande Brewing',
          category: 'brewery',
          _status: enabled(STATUS.pending),
          createdAt: daysFromNow(-4),
        }),
      }),
    );

    describeReads('venues', 'get', [
      allows('visitor', 'an approved venue', (db) => getDoc(q.venueDoc(db, 'v-approved')), [
        'v-approved',
      ]),
      denies('visitor', 'a pending venue', (db) => getDoc(q.venueDoc(db, 'v-pending'))),
      denies('visitor', 'a rejected venue', (db) => getDoc(q.venueDoc(db, 'v-rejected'))),
      denies('visitor', 'an approved but disabled venue', (db) =>
        getDoc(q.venueDoc(db, 'v-disabled')),
      ),
      allows('stranger', 'an approved venue', (db) => getDoc(q.venueDoc(db, 'v-approved')), [
        'v-approved',
      ]),
      denies('stranger', 'a pending venue', (db) => getDoc(q.venueDoc(db, 'v-pending'))),
      allows('owner', 'their pending venue', (db) => getDoc(q.venueDoc(db, 'v-pending')), [
        'v-pending',
      ]),
      allows('owner', 'their rejected venue', (db) => getDoc(q.venueDoc(db, 'v-rejected')), [
        'v-rejected',
      ]),
      allows('owner', 'their disabled venue', (db) => getDoc(q.venueDoc(db, 'v-disabled')), [
        'v-disabled',
      ]),
      denies('owner', "someone else's pending venue", (db) =>
        getDoc(q.venueDoc(db, 'v-other-pending')),
      ),
      allows('payee', 'an approved venue', (db) => getDoc(q.venueDoc(db, 'v-approved')), [
        'v-approved',
      ]),
      denies('payee', 'a pending venue', (db) => getDoc(q.venueDoc(db, 'v-pending'))),
      allows('admin', 'a pending venue', (db) => getDoc(q.venueDoc(db, 'v-other-pending')), [
        'v-other-pending',
      ]),
      allows('admin', 'a disabled venue', (db) => getDoc(q.venueDoc(db, 'v-disabled')), [
        'v-disabled',
      ]),
    ]);

    describeReads('venues', 'list', [
      allows(
        'visitor',
        'the public venues by name',
        (db) => getDocs(q.publicApprovedVenuesQuery(db)),
        ['v-other-approved', 'v-approved'],
      ),
      allows(
        'visitor',
        'the public venues of one category',
        (db) => getDocs(q.publicApprovedVenuesQuery(db, 'cafe')),
        ['v-approved'],
      ),
      allows(
        'visitor',
        "one partner's public venues",
        (db) => getDocs(q.partnerVenuesQuery(db, UID.owner)),
        ['v-approved'],
      ),
      denies('visitor', 'every venue', (db) => getDocs(collection(db, 'venues'))),
      denies('visitor', 'approved venues without the disabled filter', (db) =>
        getDocs(query(collection(db, 'venues'), where('_status.approved', '==', true))),
      ),
      denies('visitor', 'enabled venues without the approved filter', (db) =>
        getDocs(query(collection(db, 'venues'), where('_status.disabled', '==', false))),
      ),
      denies('visitor', "a partner's venues in every state", (db) =>
        getDocs(q.ownVenuesQuery(db, UID.owner)),
      ),
      allows('stranger', 'the public venues', (db) => getDocs(q.publicApprovedVenuesQuery(db)), [
        'v-other-approved',
        'v-approved',
      ]),
      denies('stranger', "the owner's venues, naming the owner's uid", (db) =>
        getDocs(q.ownVenuesQuery(db, UID.owner)),
      ),
      denies('stranger', 'the pending venues', (db) => getDocs(q.pendingVenuesQuery(db))),
      allows(
        'owner',
        'their own venues in every state, newest first',
        (db) => getDocs(q.ownVenuesQuery(db, UID.owner)),
        ['v-disabled', 'v-rejected', 'v-pending', 'v-approved'],
      ),
      denies('owner', "another partner's venues in every state", (db) =>
        getDocs(q.ownVenuesQuery(db, UID.other)),
      ),
      denies('owner', 'their own and another partner’s venues at once', (db) =>
        getDocs(query(collection(db, 'venues'), where('ownerId', 'in', [UID.owner, UID.other]))),
      ),
      denies('owner', 'the pending venues', (db) => getDocs(q.pendingVenuesQuery(db))),
      allows(
        'payee',
        'their own venues (none)',
        (db) => getDocs(q.ownVenuesQuery(db, UID.payee)),
        [],
      ),
      denies('payee', 'the pending venues', (db) => getDocs(q.pendingVenuesQuery(db))),
      allows(
        'admin',
        'the pending venues, oldest first',
        (db) => getDocs(q.pendingVenuesQuery(db)),
        ['v-other-pending', 'v-pending'],
      ),
      allows(
        'admin',
        "a partner's venues in every state",
        (db) => getDocs(q.ownVenuesQuery(db, UID.owner)),
        ['v-disabled', 'v-rejected', 'v-pending', 'v-approved'],
      ),
      allows(
        'admin',
        'every venue by name (the console records)',
        (db) => getDocs(q.venueRecordsQuery(db)),
        [
          'v-other-approved',
          'v-approved',
          'v-rejected',
          'v-disabled',
          'v-pending',
          'v-other-pending',
        ],
      ),
      allows(
        'admin',
        'the pending venues by name',
        (db) => getDocs(q.venueRecordsQuery(db, { status: 'pending' })),
        ['v-pending', 'v-other-pending'],
      ),
      allows(
        'admin',
        'the approved, enabled venues',
        (db) => getDocs(q.venueRecordsQuery(db, { status: 'approved' })),
        ['v-other-approved', 'v-approved'],
      ),
      allows(
        'admin',
        'the disabled venues',
        (db) => getDocs(q.venueRecordsQuery(db, { status: 'disabled' })),
        ['v-disabled'],
      ),
      allows(
        'admin',
        'the rejected venues of one category',
        (db) => getDocs(q.venueRecordsQuery(db, { status: 'rejected', category: 'cafe' })),
        ['v-rejected'],
      ),
      allows(
        'admin',
        'the venues of one category in every state',
        (db) => getDocs(q.venueRecordsQuery(db, { category: 'brewery' })),
        ['v-other-pending'],
      ),
      allows(
        'admin',
        'the pending and the approved venues of one category',
        async (db) => {
          const approved = await getDocs(
            q.venueRecordsQuery(db, { status: 'approved', category: 'brewery' }),
          );
          expect(approved.docs).toEqual([]);
          const disabled = await getDocs(
            q.venueRecordsQuery(db, { status: 'disabled', category: 'brewery' }),
          );
          expect(disabled.docs).toEqual([]);
          return getDocs(q.venueRecordsQuery(db, { status: 'pending', category: 'brewery' }));
        },
        ['v-other-pending'],
      ),
      denies('owner', 'every venue in every state (the console records)', (db) =>
        getDocs(q.venueRecordsQuery(db, { category: 'cafe' })),
      ),
    ]);
  });
}
