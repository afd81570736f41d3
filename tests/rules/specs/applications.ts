import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { STATUS, application, daysFromNow } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

const submitted = (days: number) => Math.floor(daysFromNow(days).getTime() / 1000);

// applications/{id}: the applicant (a list filters applicantId) and admins; never the public.
export function applicationsSpec(): void {
  describe('applications', () => {
    beforeAll(() =>
      seed({
        'applications/a-own': application({ submitDate: submitted(-3) }),
        'applications/a-own-old': application({
          submitDate: submitted(-200),
          _status: { ...STATUS.rejected, reason: 'Please apply with a business address.' },
        }),
        'applications/a-recent-other': application({
          applicantId: UID.other,
          submitDate: submitted(-1),
        }),
        // Pending, but submitted more than three months ago: out of the admins' queue.
        'applications/a-stale': application({
          applicantId: UID.other,
          submitDate: submitted(-120),
        }),
        'applications/a-payee': application({
          applicantId: UID.payee,
          submitDate: submitted(-40),
          _status: STATUS.approved,
          dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
        }),
      }),
    );

    describeReads('applications', 'get', [
      denies('visitor', 'an application', (db) => getDoc(q.applicationDoc(db, 'a-own'))),
      denies('stranger', "someone's application by id", (db) =>
        getDoc(q.applicationDoc(db, 'a-own')),
      ),
      allows('owner', 'their own application', (db) => getDoc(q.applicationDoc(db, 'a-own')), [
        'a-own',
      ]),
      denies('owner', "another applicant's application", (db) =>
        getDoc(q.applicationDoc(db, 'a-payee')),
      ),
      allows(
        'payee',
        'their approved application with its dues',
        (db) => getDoc(q.applicationDoc(db, 'a-payee')),
        ['a-payee'],
      ),
      denies('payee', "another applicant's application", (db) =>
        getDoc(q.applicationDoc(db, 'a-own')),
      ),
      allows('admin', 'any application', (db) => getDoc(q.applicationDoc(db, 'a-stale')), [
        'a-stale',
      ]),
    ]);

    describeReads('applications', 'list', [
      denies('visitor', "an applicant's applications", (db) =>
        getDocs(q.ownApplicationsQuery(db, UID.owner)),
      ),
      denies('visitor', 'the pending applications', (db) =>
        getDocs(q.pendingApplicationsQuery(db)),
      ),
      denies('stranger', "the owner's applications, naming the owner's uid", (db) =>
        getDocs(q.ownApplicationsQuery(db, UID.owner)),
      ),
      allows(
        'owner',
        'their own applications, newest first',
        (db) => getDocs(q.ownApplicationsQuery(db, UID.owner)),
        ['a-own', 'a-own-old'],
      ),
      denies('owner', 'every application', (db) => getDocs(collection(db, 'applications'))),
      denies('owner', 'the pending applications without the applicant filter', (db) =>
        getDocs(query(collection(db, 'applications'), where('_status.approved', '==', null))),
      ),
      denies('owner', 'the admins’ pending applications', (db) =>
        getDocs(q.pendingApplicationsQuery(db)),
      ),
      allows(
        'payee',
        'their own applications',
        (db) => getDocs(q.ownApplicationsQuery(db, UID.payee)),
        ['a-payee'],
      ),
      denies('payee', 'the pending applications', (db) => getDocs(q.pendingApplicationsQuery(db))),
      allows(
        'admin',
        'the pending applications of the last three months, newest first',
        (db) => getDocs(q.pendingApplicationsQuery(db)),
        ['a-recent-other', 'a-own'],
      ),
      allows(
        'admin',
        "an applicant's applications",
        (db) => getDocs(q.ownApplicationsQuery(db, UID.owner)),
        ['a-own', 'a-own-old'],
      ),
      allows(
        'admin',
        'the approved applications (angels and their dues), newest first',
        (db) => getDocs(q.approvedApplicationsQuery(db)),
        ['a-payee'],
      ),
      denies('payee', 'the approved applications, although theirs is the only one', (db) =>
        getDocs(q.approvedApplicationsQuery(db)),
      ),
    ]);
  });
}
