import Papa from 'papaparse';

import type { LedgerRecord } from '../../../utils/records';

/** The columns of a ledger export, in order. */
export const LEDGER_CSV_COLUMNS = [
  'Entry',
  'Recorded at (UTC)',
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
 * Ledger entries as CSV for bookkeeping. Amounts are signed (a reversal takes money back) and
 * stay numbers, cents exactly; text cells that a spreadsheet would run as a formula (=, +, -,
 * @ first) are defused with a leading quote (papaparse's escapeFormulae).
 */
export function ledgerCsv(entries: readonly LedgerRecord[]): string {
  const rows = entries.map((entry) => {
    const sign = entry.kind === 'reversal' ? -1 : 1;
    return [
      entry.id,
      entry.recordedAt,
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
    ];
  });
  return Papa.unparse(
    { fields: [...LEDGER_CSV_COLUMNS], data: rows },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
