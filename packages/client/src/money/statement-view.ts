import type { Settlement, StatementLine, StatementParty } from '@fundax/core';

// A settlement statement as a store keeps it: plain data, dates as ISO strings. The portal (the
// event's partner and fundaxer) reads the stored statements/{eventId}; the console reads the
// same document, so all three see one statement.

export interface StatementLineView extends Omit<StatementLine, 'at'> {
  at: string;
}

export interface StatementPartyView extends Omit<StatementParty, 'lines'> {
  lines: StatementLineView[];
}

export interface StatementView extends Omit<
  Settlement,
  'eventEnd' | 'reportedAt' | 'partner' | 'fundaxer'
> {
  eventEnd: string;
  reportedAt: string | null;
  partner: StatementPartyView;
  fundaxer: StatementPartyView | null;
  /** When the statement was last rewritten (a report, payout or reversal). */
  updatedAt: string;
}

function partyView(party: StatementParty): StatementPartyView {
  return { ...party, lines: party.lines.map((line) => ({ ...line, at: line.at.toISOString() })) };
}

export function toStatementView(statement: Settlement & { updatedAt: Date }): StatementView {
  return {
    eventId: statement.eventId,
    eventTitle: statement.eventTitle,
    eventEnd: statement.eventEnd.toISOString(),
    partnerId: statement.partnerId,
    fundaxerId: statement.fundaxerId,
    salesCents: statement.salesCents,
    givebackPercent: statement.givebackPercent,
    partnerSharePercent: statement.partnerSharePercent,
    raisedCents: statement.raisedCents,
    reportedAt: statement.reportedAt?.toISOString() ?? null,
    partner: partyView(statement.partner),
    fundaxer: statement.fundaxer ? partyView(statement.fundaxer) : null,
    updatedAt: statement.updatedAt.toISOString(),
  };
}

/** Whether any payout (or reversal) was recorded for the event: results are then an admin's. */
export function statementHasPayouts(statement: StatementView): boolean {
  return statement.partner.lines.length > 0 || (statement.fundaxer?.lines.length ?? 0) > 0;
}
