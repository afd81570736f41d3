import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, payee } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

// payees/{eventId-party}: who a party of an event is paid (name, method, last four), fixed at
// approval: the payee and admins only; never the event's other party nor the public.
export function payeesSpec(): void {
  describe('payees', () => {
    beforeAll(() =>
      seed({
        'payees/e-ended-paid-fundaxer': payee(),
        'payees/e-ended-paid-partner': payee({
          party: 'partner',
          payeeId: UID.owner,
          name: 'Baca Coffee LLC',
          accountLast4: '4321',
          frozenAt: daysFromNow(-21),
        }),
        'payees/e-earlier-fundaxer': payee({ eventId: 'e-earlier', frozenAt: daysFromNow(-40) }),
      }),
    );

    describeReads('payees', 'get', [
      denies('visitor', "a fundaxer's payout details", (db) =>
        getDoc(q.payeeDoc(db, 'e-ended-paid', 'fundaxer')),
      ),
      denies('stranger', "a fundaxer's payout details", (db) =>
        getDoc(q.payeeDoc(db, 'e-ended-paid', 'fundaxer')),
      ),
      denies('owner', "the fundaxer's payout details for the owner's own event", (db) =>
        getDoc(q.payeeDoc(db, 'e-ended-paid', 'fundaxer')),
      ),
      allows(
        'owner',
        'their own payout details as the partner',
        (db) => getDoc(q.payeeDoc(db, 'e-ended-paid', 'partner')),
        ['e-ended-paid-partner'],
      ),
      allows(
        'payee',
        'their own payout details as the fundaxer',
        (db) => getDoc(q.payeeDoc(db, 'e-ended-paid', 'fundaxer')),
        ['e-ended-paid-fundaxer'],
      ),
      denies('payee', "the partner's payout details", (db) =>
        getDoc(q.payeeDoc(db, 'e-ended-paid', 'partner')),
      ),
      allows(
        'admin',
        'any payee (the payout form)',
        (db) => getDoc(q.payeeDoc(db, 'e-ended-paid', 'partner')),
        ['e-ended-paid-partner'],
      ),
    ]);

    describeReads('payees', 'list', [
      denies('visitor', "a payee's records", (db) =>
        getDocs(q.ownPayeeRecordsQuery(db, UID.payee)),
      ),
      denies('stranger', "the payee's records, naming their uid", (db) =>
        getDocs(q.ownPayeeRecordsQuery(db, UID.payee)),
      ),
      denies('owner', 'both payees of their event', (db) =>
        getDocs(q.payeesForEventQuery(db, 'e-ended-paid')),
      ),
      allows(
        'owner',
        'their own payout details, per event',
        (db) => getDocs(q.ownPayeeRecordsQuery(db, UID.owner)),
        ['e-ended-paid-partner'],
      ),
      allows(
        'payee',
        'their own payout details, most recently fixed first',
        (db) => getDocs(q.ownPayeeRecordsQuery(db, UID.payee)),
        ['e-ended-paid-fundaxer', 'e-earlier-fundaxer'],
      ),
      denies('payee', 'the payees of an event without the payee filter', (db) =>
        getDocs(query(collection(db, 'payees'), where('eventId', '==', 'e-ended-paid'))),
      ),
      allows(
        'admin',
        'both payees of an event, fundaxer then partner',
        (db) => getDocs(q.payeesForEventQuery(db, 'e-ended-paid')),
        ['e-ended-paid-fundaxer', 'e-ended-paid-partner'],
      ),
    ]);
  });
}
