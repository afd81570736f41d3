import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, ledgerEntry } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

// ledger/{id}: amounts and references, for the payee (a list filters payeeId) and admins only;
// the event's other party and the public never see them.
export function ledgerSpec(): void {
  describe('ledger', () => {
    beforeAll(() =>
      seed({
        // One ended event (e-ended-paid): the owner was paid as partner, the payee as fundaxer.
        'ledger/l-partner': ledgerEntry(),
        'ledger/l-fundaxer': ledgerEntry({
          party: 'fundaxer',
          payeeId: UID.payee,
          amountCents: 8_000,
          reference: 'Check 1042',
          idempotencyKey: 'payout-e-ended-paid-fundaxer',
          recordedAt: daysFromNow(-4),
        }),
        'ledger/l-fundaxer-earlier': ledgerEntry({
          eventId: 'e-earlier',
          party: 'fundaxer',
          payeeId: UID.payee,
          amountCents: 6_500,
          reference: 'Check 0977',
          idempotencyKey: 'payout-e-earlier-fundaxer',
          recordedAt: daysFromNow(-30),
        }),
      }),
    );

    describeReads('ledger', 'get', [
      denies('visitor', 'a payout', (db) => getDoc(q.ledgerEntryDoc(db, 'l-partner'))),
      denies('stranger', 'a payout', (db) => getDoc(q.ledgerEntryDoc(db, 'l-partner'))),
      allows('owner', 'their own payout', (db) => getDoc(q.ledgerEntryDoc(db, 'l-partner')), [
        'l-partner',
      ]),
      denies('owner', "the fundaxer's payout for the owner's own event", (db) =>
        getDoc(q.ledgerEntryDoc(db, 'l-fundaxer')),
      ),
      allows('payee', 'their own payout', (db) => getDoc(q.ledgerEntryDoc(db, 'l-fundaxer')), [
        'l-fundaxer',
      ]),
      denies('payee', "the partner's payout for the same event", (db) =>
        getDoc(q.ledgerEntryDoc(db, 'l-partner')),
      ),
      allows('admin', 'any payout', (db) => getDoc(q.ledgerEntryDoc(db, 'l-fundaxer')), [
        'l-fundaxer',
      ]),
    ]);

    describeReads('ledger', 'list', [
      denies('visitor', "a payee's payouts", (db) =>
        getDocs(q.ledgerEntriesForPayeeQuery(db, UID.payee)),
      ),
      denies('stranger', "the payee's payouts, naming the payee's uid", (db) =>
        getDocs(q.ledgerEntriesForPayeeQuery(db, UID.payee)),
      ),
      allows(
        'owner',
        'their own payouts',
        (db) => getDocs(q.ledgerEntriesForPayeeQuery(db, UID.owner)),
        ['l-partner'],
      ),
      denies('owner', 'every payout of an event they are the partner of', (db) =>
        getDocs(q.ledgerEntriesForEventQuery(db, 'e-ended-paid')),
      ),
      allows(
        'payee',
        'their own payouts, newest first',
        (db) => getDocs(q.ledgerEntriesForPayeeQuery(db, UID.payee)),
        ['l-fundaxer', 'l-fundaxer-earlier'],
      ),
      denies('payee', 'the payouts of an event without the payee filter', (db) =>
        getDocs(query(collection(db, 'ledger'), where('eventId', '==', 'e-ended-paid'))),
      ),
      allows(
        'admin',
        'every payout of an event, in recorded order',
        (db) => getDocs(q.ledgerEntriesForEventQuery(db, 'e-ended-paid')),
        ['l-partner', 'l-fundaxer'],
      ),
      allows(
        'admin',
        "a payee's payouts",
        (db) => getDocs(q.ledgerEntriesForPayeeQuery(db, UID.owner)),
        ['l-partner'],
      ),
      allows(
        'admin',
        'the entries recorded in a period, in recorded order (the bookkeeping export)',
        (db) => getDocs(q.ledgerEntriesRecordedBetweenQuery(db, daysFromNow(-10), daysFromNow(0))),
        ['l-partner', 'l-fundaxer'],
      ),
      allows(
        'admin',
        'the entries of an earlier period',
        (db) =>
          getDocs(q.ledgerEntriesRecordedBetweenQuery(db, daysFromNow(-60), daysFromNow(-10))),
        ['l-fundaxer-earlier'],
      ),
      denies('payee', 'the entries recorded in a period without the payee filter', (db) =>
        getDocs(q.ledgerEntriesRecordedBetweenQuery(db, daysFromNow(-60), daysFromNow(0))),
      ),
    ]);
  });
}
