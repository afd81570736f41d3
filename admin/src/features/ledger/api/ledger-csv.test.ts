import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import type { LedgerRecord } from '../../../utils/records';
import { LEDGER_CSV_COLUMNS, defuseFormulae, ledgerCsv } from './ledger-csv';

const payment: LedgerRecord = {
  id: 'payment-1',
  kind: 'payment',
  eventId: 'e-past-library-bacas',
  party: 'fundaxer',
  payeeId: 'demo-fundaxer',
  amountCents: 9_005,
  reference: 'Check 2044, "blue" envelope',
  idempotencyKey: 'payout-1',
  reason: null,
  owedCents: null,
  reverses: null,
  recordedBy: 'demo-admin',
  recordedAt: '2026-03-01T12:00:00.000Z',
};

const reversal: LedgerRecord = {
  ...payment,
  id: 'reversal-1',
  kind: 'reversal',
  idempotencyKey: 'reversal-1',
  reason: '=HYPERLINK("https://evil.example")',
  reverses: 'payment-1',
  recordedAt: '2026-03-02T12:00:00.000Z',
};

describe('ledgerCsv', () => {
  it('writes the columns, then one row per entry with signed amounts', () => {
    const rows = Papa.parse<string[]>(ledgerCsv([payment, reversal]).trim()).data;
    expect(rows[0]).toEqual([...LEDGER_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      'payment-1',
      // 12:00 UTC is 5 AM in Albuquerque (standard time), with the offset.
      '2026-03-01T05:00:00-07:00',
      'payment',
      'fundaxer',
      'e-past-library-bacas',
      'demo-fundaxer',
      '90.05',
      '9005',
      'Check 2044, "blue" envelope',
      '',
      '',
      'demo-admin',
    ]);
    expect(rows[2]?.slice(6, 8)).toEqual(['-90.05', '-9005']);
    expect(rows[2]?.[10]).toBe('payment-1');
  });

  it('dates an Albuquerque evening entry on its own day, not the next UTC day', () => {
    const evening = { ...payment, recordedAt: '2026-07-01T03:30:00.000Z' };
    const rows = Papa.parse<string[]>(ledgerCsv([evening]).trim()).data;
    expect(rows[1]?.[1]).toBe('2026-06-30T21:30:00-06:00');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const rows = Papa.parse<string[]>(ledgerCsv([reversal]).trim()).data;
    expect(rows[1]?.[9]).toBe(`'=HYPERLINK("https://evil.example")`);
  });

  it('uses CRLF line ends (RFC 4180) and writes only the header for no entries', () => {
    expect(ledgerCsv([payment])).toContain('\r\n');
    expect(ledgerCsv([]).trim()).toBe(LEDGER_CSV_COLUMNS.join(','));
  });
});

describe('defuseFormulae', () => {
  it('defuses a formula after a line break inside a cell, as a spreadsheet reads the cell', () => {
    const hidden: LedgerRecord = {
      ...reversal,
      reason: 'Paid twice.\n=HYPERLINK("https://evil.example","refund")',
      reference: "ACH 1\r\n+cmd|' /C calc'!A0\r-1+1\n @SUM(A1)\n\t=1",
    };
    const rows = Papa.parse<string[]>(ledgerCsv([hidden]).trim()).data;
    expect(rows[1]?.[9]).toBe('Paid twice.\n\'=HYPERLINK("https://evil.example","refund")');
    expect(rows[1]?.[8]).toBe("ACH 1\r\n'+cmd|' /C calc'!A0\r'-1+1\n '@SUM(A1)\n'\t=1");
    // No line of any text cell starts (after spaces) with a formula character any more.
    for (const cell of rows[1] ?? []) {
      if (/^-?\d+(\.\d+)?$/.test(cell)) continue;
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^ *[=+\-@\t]/);
    }
  });

  it('leaves ordinary text and signed amounts alone', () => {
    expect(defuseFormulae('Check 2044, "blue" envelope\nsecond line')).toBe(
      'Check 2044, "blue" envelope\nsecond line',
    );
    const rows = Papa.parse<string[]>(ledgerCsv([reversal]).trim()).data;
    expect(rows[1]?.slice(6, 8)).toEqual(['-90.05', '-9005']);
  });
});
