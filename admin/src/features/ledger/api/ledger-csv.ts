import { formatMountainIso } from '@fundax/core';
import Papa from 'papaparse';

import type { LedgerRecord } from '../../../utils/records';

/** The columns of a ledger export, in order. */
export const LEDGER_CSV_COLUMNS = [
  'Entry',
  'Recorded at (Mountain Time)',
  'Kind',
  'Party',
  'Event',
  'Payee',
  'Amount (USD)',
  'Amount (cents)',
  'Reference',
  'Reason',
  'Reverses',
  'Recorded by',
] as const;

/**
 * The start of a cell or of any line inside it, where a spreadsheet would run what follows as a
 * formula: =, +, -, @, or a tab (some spreadsheets trim it first), possibly after spaces.
 * papaparse's escapeFormulae checks only the cell's first character, so "note\n=HYPERLINK(...)"
 * went through whole.
 */
const FORMULA_START = /(^|\r\n|\r|\n)( *)([=+\-@\t])/g;

/** Text with every line that could start a formula prefixed by a quote, which shows as text. */
export function defuseFormulae(text: string): string {
  return text.replace(FORMULA_START, "$1$2'$3");
}

/**
 * Ledger entries as CSV for bookkeeping. Times are ISO 8601 on Mountain Time with their offset
 * ("2026-03-01T21:30:05-07:00"): a person reads the Albuquerque wall clock, a spreadsheet the same
 * instant. Amounts are signed (a reversal takes money back) and
 * stay numbers, cents exactly; every text cell is passed through defuseFormulae, so nothing in
 * it (its start, or a line after a line break inside it) runs as a formula.
 */
export function ledgerCsv(entries: readonly LedgerRecord[]): string {
  const rows = entries.map((entry) => {
    const sign = entry.kind === 'reversal' ? -1 : 1;
    return [
      entry.id,
      formatMountainIso(entry.recordedAt),
      entry.kind,
      entry.party,
      entry.eventId,
      entry.payeeId,
      (sign * entry.amountCents) / 100,
      sign * entry.amountCents,
      entry.reference,
      entry.reason ?? '',
      entry.reverses ?? '',
      entry.recordedBy,
    ].map((cell) => (typeof cell === 'string' ? defuseFormulae(cell) : cell));
  });
  return Papa.unparse({ fields: [...LEDGER_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}
