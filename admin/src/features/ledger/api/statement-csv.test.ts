import { toStatementView } from '@fundax/client';
import { settlementStatement } from '@fundax/core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { statementCsv, statementFileName } from './statement-csv';

const event = {
  id: 'e-library',
  title: 'Library Night',
  eventEnd: new Date('2026-11-21T04:00:00Z'),
  partnerId: 'p1',
  fundaxerId: 'f1' as string | null,
  salesCents: 306_250 as number | null,
  raisedCents: 61_250,
  resultsReportedAt: new Date('2026-11-22T17:00:00Z') as Date | null,
  giveback: { percent: 20, partnerSharePercent: 3 as number | null },
  _protected: { resultsReported: true },
};
const line = { eventId: 'e-library', reason: null, payeeId: 'f1', party: 'fundaxer' as const };
const entries = [
  {
    ...line,
    id: 'pay-f1',
    kind: 'payment' as const,
    amountCents: 61_250,
    // 03:30 UTC on the 23rd is the evening of the 22nd in Albuquerque.
    recordedAt: new Date('2026-11-23T03:30:00Z'),
    reference: 'Check 2044, "blue" envelope',
  },
  {
    ...line,
    id: 'rev-f1',
    kind: 'reversal' as const,
    amountCents: 61_250,
    recordedAt: new Date('2026-11-24T17:00:00Z'),
    reference: 'Check 2044, "blue" envelope',
    reason: '=HYPERLINK("https://evil.example")',
  },
  {
    ...line,
    id: 'pay-p1',
    party: 'partner' as const,
    payeeId: 'p1',
    kind: 'payment' as const,
    amountCents: 9_188,
    recordedAt: new Date('2026-11-23T18:00:00Z'),
    reference: 'ACH 1001',
  },
];

function statementOf(overrides: Partial<typeof event> = {}, ledger = entries) {
  return toStatementView({
    ...settlementStatement({ ...event, ...overrides }, ledger),
    updatedAt: new Date('2026-11-25T18:00:00Z'),
  });
}

const names = { partner: 'Bacas Books', fundaxer: 'Dana Yazzie' };

describe('statementCsv', () => {
  it('writes the facts, one row per party, then every payment and reversal, exactly', () => {
    expect(statementCsv(statementOf(), names).split('\r\n')).toEqual([
      'Settlement statement',
      'Event,Library Night',
      'Event id,e-library',
      'Ended (Mountain Time),2026-11-20T21:00:00-07:00',
      'Qualifying sales (USD),3062.5',
      'Results reported at (Mountain Time),2026-11-22T10:00:00-07:00',
      'Give-back percent,20',
      'Partner share percent,3',
      'Raised (USD),612.5',
      'As of (Mountain Time),2026-11-25T11:00:00-07:00',
      '',
      'Party,Name,Payee,Owed (USD),Paid (USD),Reversed (USD),Paid net (USD),Balance (USD)',
      'Partner,Bacas Books,p1,91.88,91.88,0,91.88,0',
      'Fundaxer,Dana Yazzie,f1,612.5,612.5,612.5,0,612.5',
      '',
      'Recorded at (Mountain Time),Party,Kind,Amount (USD),Reference,Note,Entry',
      '2026-11-22T20:30:00-07:00,Fundaxer,payment,612.5,"Check 2044, ""blue"" envelope",,pay-f1',
      '2026-11-23T11:00:00-07:00,Partner,payment,91.88,ACH 1001,,pay-p1',
      `2026-11-24T10:00:00-07:00,Fundaxer,reversal,-612.5,"Check 2044, ""blue"" envelope","'=HYPERLINK(""https://evil.example"")",rev-f1`,
    ]);
  });

  it('leaves unknown amounts blank before the results, and has no fundaxer row without one', () => {
    const statement = statementOf(
      {
        fundaxerId: null,
        salesCents: null,
        raisedCents: 0,
        resultsReportedAt: null,
        giveback: { percent: 20, partnerSharePercent: null },
        _protected: { resultsReported: false },
      },
      [],
    );
    const rows = Papa.parse<string[]>(statementCsv(statement)).data;
    expect(rows[4]).toEqual(['Qualifying sales (USD)', '']);
    expect(rows[5]).toEqual(['Results reported at (Mountain Time)', 'Not reported yet']);
    expect(rows[7]).toEqual(['Partner share percent', 'Not set by the terms']);
    expect(rows[8]).toEqual(['Raised (USD)', '']);
    expect(rows.slice(12)).toEqual([
      ['Partner', '', 'p1', '', '0', '0', '0', ''],
      [''],
      [
        'Recorded at (Mountain Time)',
        'Party',
        'Kind',
        'Amount (USD)',
        'Reference',
        'Note',
        'Entry',
      ],
    ]);
  });

  it('defuses a formula in the event title too', () => {
    const rows = Papa.parse<string[]>(statementCsv(statementOf({ title: '@SUM(A1)' }))).data;
    expect(rows[1]).toEqual(['Event', "'@SUM(A1)"]);
  });
});

describe('statementFileName', () => {
  it('names the file after the event', () => {
    expect(statementFileName('e-library')).toBe('fundax-statement-e-library.csv');
  });
});
