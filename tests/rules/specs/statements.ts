import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect } from 'vitest';

import { daysFromNow, statement } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

// statements/{eventId}: an event's settlement (no payout details): its partner and its
// fundaxer read it, and admins; the public and strangers do not.
export function statementsSpec(): void {
  describe('statements', () => {
    beforeAll(() =>
      seed({
        'statements/e-ended-paid': statement(),
        // The owner hosted it with no fundaxer.
        'statements/e-partner-only': statement({
          eventId: 'e-partner-only',
          eventEnd: daysFromNow(-20),
          fundaxerId: null,
          fundaxer: null,
        }),
        // The payee raised money at another partner's venue.
        'statements/e-elsewhere': statement({
          eventId: 'e-elsewhere',
          eventEnd: daysFromNow(-3),
          partnerId: UID.other,
          partner: { ...statement().partner, payeeId: UID.other },
        }),
      }),
    );

    describeReads('statements', 'get', [
      denies('visitor', "an event's statement", (db) => getDoc(q.statementDoc(db, 'e-ended-paid'))),
      denies('stranger', "an event's statement", (db) =>
        getDoc(q.statementDoc(db, 'e-ended-paid')),
      ),
      allows(
        'owner',
        'the statement of their event (as partner), with the fundaxer’s payments but no payout details',
        async (db) => {
          const snapshot = await getDoc(q.statementDoc(db, 'e-ended-paid'));
          const fundaxer = snapshot.data()?.fundaxer;
          expect(fundaxer?.lines[0]).toMatchObject({
            amountCents: 1_200,
            reference: 'ACH 20261104-7731',
          });
          expect(JSON.stringify(snapshot.data())).not.toMatch(/2468|accountLast4|payeeName/);
          return snapshot;
        },
        ['e-ended-paid'],
      ),
      denies('owner', "another partner's event", (db) => getDoc(q.statementDoc(db, 'e-elsewhere'))),
      allows(
        'payee',
        'the statement of an event they raised money through',
        (db) => getDoc(q.statementDoc(db, 'e-elsewhere')),
        ['e-elsewhere'],
      ),
      denies('payee', 'an event they have no part in', (db) =>
        getDoc(q.statementDoc(db, 'e-partner-only')),
      ),
      allows('admin', 'any statement', (db) => getDoc(q.statementDoc(db, 'e-partner-only')), [
        'e-partner-only',
      ]),
    ]);

    describeReads('statements', 'list', [
      denies('visitor', "a partner's statements", (db) =>
        getDocs(q.ownStatementsQuery(db, UID.owner)),
      ),
      denies('stranger', "the owner's statements, naming their uid", (db) =>
        getDocs(q.ownStatementsQuery(db, UID.owner)),
      ),
      allows(
        'owner',
        'the statements of their events, latest first',
        (db) => getDocs(q.ownStatementsQuery(db, UID.owner)),
        ['e-ended-paid', 'e-partner-only'],
      ),
      allows(
        'payee',
        'the statements of their events, latest first',
        (db) => getDocs(q.ownStatementsQuery(db, UID.payee)),
        ['e-elsewhere', 'e-ended-paid'],
      ),
      denies('payee', 'every statement without a party filter', (db) =>
        getDocs(query(collection(db, 'statements'), where('givebackPercent', '==', 15))),
      ),
      allows(
        'admin',
        "a partner's statements",
        (db) => getDocs(q.ownStatementsQuery(db, UID.owner)),
        ['e-ended-paid', 'e-partner-only'],
      ),
      allows(
        'owner',
        'the statement of one of their events',
        (db) => getDocs(q.ownEventStatementQuery(db, UID.owner, 'e-ended-paid')),
        ['e-ended-paid'],
      ),
      allows(
        'payee',
        'the statement of one of their events, as its fundaxer',
        (db) => getDocs(q.ownEventStatementQuery(db, UID.payee, 'e-elsewhere')),
        ['e-elsewhere'],
      ),
      // Before any result or payout there is no statement: the list is empty, not refused.
      allows(
        'owner',
        'no statement yet for an event with nothing recorded',
        (db) => getDocs(q.ownEventStatementQuery(db, UID.owner, 'e-nothing-recorded')),
        [],
      ),
      allows(
        'payee',
        'nothing of an event they have no part in (the party filter leaves it out)',
        (db) => getDocs(q.ownEventStatementQuery(db, UID.payee, 'e-partner-only')),
        [],
      ),
      denies('stranger', "the owner's statement of an event, naming the owner's uid", (db) =>
        getDocs(q.ownEventStatementQuery(db, UID.owner, 'e-ended-paid')),
      ),
    ]);
  });
}
