import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { profile } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const SCHOOL_FUNDRAISER = {
  title: 'Books for Duranes',
  story: 'Our school library needs 300 new books this year.',
  category: 'schools',
  goalCents: 300_000,
  raisedCents: 42_000,
} as const;

// profiles/{uid}: listed ones are public (a list filters listed == true); the owner gets theirs
// while unlisted; admins read all.
export function profilesSpec(): void {
  describe('profiles', () => {
    beforeAll(() =>
      seed({
        // The owner is an angel whose application is still pending: not listed yet.
        [`profiles/${UID.owner}`]: profile({
          role: 'angel',
          displayName: 'Priya Raman',
          organizationName: null,
          categories: ['finance'],
          listed: false,
        }),
        [`profiles/${UID.payee}`]: profile({
          role: 'fundaxer',
          displayName: 'Dana Yazzie',
          organizationName: null,
          fundraiser: SCHOOL_FUNDRAISER,
        }),
        'profiles/angel-listed': profile({
          role: 'angel',
          displayName: 'Luis Ortega',
          organizationName: 'Ortega Insurance',
          city: 'Rio Rancho',
          categories: ['finance', 'insurance'],
        }),
        [`profiles/${UID.other}`]: profile({ displayName: 'Ana Lucero' }),
        'profiles/partner-2': profile({ displayName: 'Miguel Baca' }),
        'profiles/unlisted-fundaxer': profile({
          role: 'fundaxer',
          displayName: 'Zia Montoya',
          fundraiser: SCHOOL_FUNDRAISER,
          listed: false,
        }),
      }),
    );

    describeReads('profiles', 'get', [
      allows('visitor', 'a listed profile', (db) => getDoc(q.profileDoc(db, UID.payee)), [
        UID.payee,
      ]),
      denies('visitor', 'an unlisted profile', (db) => getDoc(q.profileDoc(db, UID.owner))),
      denies('stranger', 'an unlisted profile', (db) => getDoc(q.profileDoc(db, UID.owner))),
      allows('owner', 'their own unlisted profile', (db) => getDoc(q.profileDoc(db, UID.owner)), [
        UID.owner,
      ]),
      denies('payee', "someone else's unlisted profile", (db) =>
        getDoc(q.profileDoc(db, 'unlisted-fundaxer')),
      ),
      allows('payee', 'their own listed profile', (db) => getDoc(q.profileDoc(db, UID.payee)), [
        UID.payee,
      ]),
      allows('admin', 'an unlisted profile', (db) => getDoc(q.profileDoc(db, UID.owner)), [
        UID.owner,
      ]),
    ]);

    describeReads('profiles', 'list', [
      allows(
        'visitor',
        'the listed partners by name',
        (db) => getDocs(q.listedProfilesQuery(db, 'partner')),
        [UID.other, 'partner-2'],
      ),
      allows(
        'visitor',
        'the listed fundaxers (not the unlisted one)',
        (db) => getDocs(q.listedProfilesQuery(db, 'fundaxer')),
        [UID.payee],
      ),
      denies('visitor', 'profiles of a role without the listed filter', (db) =>
        getDocs(query(collection(db, 'profiles'), where('role', '==', 'fundaxer'))),
      ),
      allows(
        'visitor',
        'the listed fundaxers raising money for one cause',
        (db) => getDocs(q.listedFundaxersByCauseQuery(db, 'schools')),
        [UID.payee],
      ),
      allows(
        'visitor',
        'the listed angels in one business category',
        (db) => getDocs(q.listedAngelsInCategoryQuery(db, 'insurance')),
        ['angel-listed'],
      ),
      denies('visitor', 'the angels of a category without the listed filter', (db) =>
        getDocs(
          query(
            collection(db, 'profiles'),
            where('role', '==', 'angel'),
            where('categories', 'array-contains', 'finance'),
          ),
        ),
      ),
      denies('visitor', 'every profile of a role (the admin query)', (db) =>
        getDocs(q.profilesByRoleQuery(db, 'fundaxer')),
      ),
      allows('stranger', 'the listed angels', (db) => getDocs(q.listedProfilesQuery(db, 'angel')), [
        'angel-listed',
      ]),
      denies('stranger', 'every profile', (db) => getDocs(collection(db, 'profiles'))),
      denies('owner', 'the unlisted profiles, although theirs is one', (db) =>
        getDocs(query(collection(db, 'profiles'), where('listed', '==', false))),
      ),
      allows(
        'owner',
        'the listed angels in their category (not themselves: unlisted)',
        (db) => getDocs(q.listedAngelsInCategoryQuery(db, 'finance')),
        ['angel-listed'],
      ),
      allows(
        'payee',
        'the listed fundaxers',
        (db) => getDocs(q.listedProfilesQuery(db, 'fundaxer')),
        [UID.payee],
      ),
      denies('payee', 'every profile of their role', (db) =>
        getDocs(q.profilesByRoleQuery(db, 'fundaxer')),
      ),
      allows(
        'admin',
        'every fundaxer profile, listed or not',
        (db) => getDocs(q.profilesByRoleQuery(db, 'fundaxer')),
        [UID.payee, 'unlisted-fundaxer'],
      ),
      allows(
        'admin',
        'the listed partners',
        (db) => getDocs(q.listedProfilesQuery(db, 'partner')),
        [UID.other, 'partner-2'],
      ),
      allows(
        'admin',
        'every profile by name, listed or not (the console records)',
        (db) => getDocs(q.profileRecordsQuery(db)),
        [UID.other, UID.payee, 'angel-listed', 'partner-2', UID.owner, 'unlisted-fundaxer'],
      ),
      allows(
        'admin',
        'the profiles of one role in one city',
        (db) => getDocs(q.profileRecordsQuery(db, { role: 'angel', city: 'Rio Rancho' })),
        ['angel-listed'],
      ),
      allows(
        'admin',
        'the profiles in one city',
        (db) => getDocs(q.profileRecordsQuery(db, { city: 'Albuquerque' })),
        [UID.other, UID.payee, 'partner-2', UID.owner, 'unlisted-fundaxer'],
      ),
      allows(
        'admin',
        'the profiles of one role',
        (db) => getDocs(q.profileRecordsQuery(db, { role: 'angel' })),
        ['angel-listed', UID.owner],
      ),
      denies('visitor', 'every profile (the console records)', (db) =>
        getDocs(q.profileRecordsQuery(db, { role: 'partner' })),
      ),
    ]);
  });
}
