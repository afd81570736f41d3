import type { StatementView } from '@fundax/client';
import type { StatementPartyNames } from '@fundax/client/ui';
import { PAYOUT_PARTY_LABELS, type PayoutParty, formatMountainIso } from '@fundax/core';
import Papa from 'papaparse';

import { defuseFormulae } from './ledger-csv';

/** The header of the per-party rows of a statement export. */
export const STATEMENT_PARTY_COLUMNS = [
  'Party',
  'Name',
  'Payee',
  'Owed (USD)',
  'Paid (USD)',
  'Reversed (USD)',
  'Paid net (USD)',
  'Balance (USD)',
] as const;

/** The header of the ledger lines of a statement export. */
export const STATEMENT_LINE_COLUMNS = [
  'Recorded at (Mountain Time)',
  'Party',
  'Kind',
  'Amount (USD)',
  'Reference',
  'Note',
  'Entry',
] as const;

type Cell = string | number;

/** Cents as a dollar number a spreadsheet sums exactly as shown (9005 -> 90.05). */
function usd(cents: number): number {
  return cents / 100;
}

/** An unknown amount (no results yet, or a partner share an admin enters) stays an empty cell. */
function usdOrBlank(cents: number | null): Cell {
  return cents === null ? '' : usd(cents);
}

/**
 * An event's settlement statement as CSV, in three blocks a treasurer reads top to bottom: the
 * facts (event, its end and the report on Mountain Time, sales, give-back percent, raised), one
 * row per party (owed, paid, reversed, net, balance), then every payment and reversal in the
 * order recorded. Amounts are dollar numbers, reversals negative, an unknown amount blank; every
 * date is ISO 8601 on Mountain Time with its offset; every text cell is passed through
 * defuseFormulae, so nothing an organizer typed runs as a spreadsheet formula.
 */
export function statementCsv(statement: StatementView, names?: StatementPartyNames): string {
  const parties = (['partner', 'fundaxer'] as const).flatMap((party) => {
    const account = statement[party];
    return account ? [{ party, account }] : [];
  });
  const lines = parties
    .flatMap(({ party, account }) => account.lines.map((line) => ({ party, ...line })))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.entryId.localeCompare(b.entryId));
  const nameOf = (party: PayoutParty) => names?.[party] ?? '';
  const rows: Cell[][] = [
    ['Settlement statement'],
    ['Event', statement.eventTitle],
    ['Event id', statement.eventId],
    ['Ended (Mountain Time)', formatMountainIso(statement.eventEnd)],
    ['Qualifying sales (USD)', usdOrBlank(statement.salesCents)],
    [
      'Results reported at (Mountain Time)',
      statement.reportedAt ? formatMountainIso(statement.reportedAt) : 'Not reported yet',
    ],
    ['Give-back percent', statement.givebackPercent],
    ['Partner share percent', statement.partnerSharePercent ?? 'Not set by the terms'],
    ['Raised (USD)', statement.salesCents === null ? '' : usd(statement.raisedCents)],
    ['As of (Mountain Time)', formatMountainIso(statement.updatedAt)],
    [],
    [...STATEMENT_PARTY_COLUMNS],
    ...parties.map(({ party, account }) => [
      PAYOUT_PARTY_LABELS[party],
      nameOf(party),
      account.payeeId,
      usdOrBlank(account.owedCents),
      usd(account.paidCents),
      usd(account.reversedCents),
      usd(account.netPaidCents),
      usdOrBlank(account.balanceCents),
    ]),
    [],
    [...STATEMENT_LINE_COLUMNS],
    ...lines.map((line) => [
      formatMountainIso(line.at),
      PAYOUT_PARTY_LABELS[line.party],
      line.kind,
      usd(line.kind === 'reversal' ? -line.amountCents : line.amountCents),
      line.reference,
      line.reason ?? '',
      line.entryId,
    ]),
  ];
  return Papa.unparse(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? defuseFormulae(cell) : cell))),
    { newline: '\r\n' },
  );
}

/** The export's file name: the event's id, which names it everywhere in the console. */
export function statementFileName(eventId: string): string {
  return `fundax-statement-${eventId}.csv`;
}
