import {
  PAYOUT_PARTY_LABELS,
  type PayoutParty,
  formatCents,
  formatDateTime,
  formatSignedCents,
} from '@fundax/core';
import { useId } from 'react';

import type { StatementPartyView, StatementView } from '../money/statement-view';

/** Who each party is, as the page knows them (the statement itself holds ids only). */
export interface StatementPartyNames {
  partner: string;
  fundaxer: string | null;
}

interface SettlementStatementProps {
  statement: StatementView;
  names?: StatementPartyNames;
  /** The viewer's own parties, marked "(you)". */
  mine?: readonly PayoutParty[];
  /** The statement's heading level (its page's h1 is above it). */
  headingLevel?: 2 | 3;
}

/** What a party is owed, in words when the amount is not known. */
function owedText(party: PayoutParty, account: StatementPartyView, reported: boolean): string {
  if (account.owedCents !== null) return formatCents(account.owedCents);
  if (!reported) return 'After the results';
  return party === 'partner' ? 'Set by an admin' : 'Not known';
}

function balanceText(account: StatementPartyView): string {
  if (account.balanceCents === null) return '—';
  if (account.balanceCents < 0) return `${formatSignedCents(account.balanceCents)} (paid over)`;
  return account.balanceCents === 0 ? 'Settled' : formatCents(account.balanceCents);
}

/**
 * An event's settlement statement, the same for its partner, its fundaxer and admins: the
 * reported sales, the give-back percent and what was raised, then per party what is owed,
 * paid, reversed, paid net and still due, then every payment and reversal with its date (on
 * Mountain Time, with the zone) and reference. Plain tables, so it prints as it reads.
 */
export function SettlementStatement({
  statement,
  names,
  mine = [],
  headingLevel = 2,
}: SettlementStatementProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const reported = statement.salesCents !== null;
  const parties = (['partner', 'fundaxer'] as const).flatMap((party) => {
    const account = statement[party];
    return account ? [{ party, account }] : [];
  });
  const partyLabel = (party: PayoutParty) => {
    const name = names?.[party];
    const you = mine.includes(party) ? ' (you)' : '';
    return name
      ? `${PAYOUT_PARTY_LABELS[party]}: ${name}${you}`
      : `${PAYOUT_PARTY_LABELS[party]}${you}`;
  };
  const lines = parties
    .flatMap(({ party, account }) => account.lines.map((line) => ({ party, ...line })))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.entryId.localeCompare(b.entryId));
  return (
    <section className="statement" aria-labelledby={headingId}>
      <Heading id={headingId}>Settlement statement</Heading>
      <dl className="statement__facts">
        <div>
          <dt>Event</dt>
          <dd>{statement.eventTitle}</dd>
        </div>
        <div>
          <dt>Ended</dt>
          <dd>{formatDateTime(statement.eventEnd)}</dd>
        </div>
        <div>
          <dt>Qualifying sales</dt>
          <dd>
            {reported && statement.salesCents !== null ? (
              <>
                {formatCents(statement.salesCents)}
                {statement.reportedAt ? (
                  <span className="muted"> (reported {formatDateTime(statement.reportedAt)})</span>
                ) : null}
              </>
            ) : (
              'Not reported yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Give-back</dt>
          <dd>{statement.givebackPercent}% of the qualifying sales</dd>
        </div>
        <div>
          <dt>Raised for the cause</dt>
          <dd>{reported ? formatCents(statement.raisedCents) : 'After the results'}</dd>
        </div>
        <div>
          <dt>Partner share</dt>
          <dd>
            {statement.partnerSharePercent === null
              ? 'Not set by the terms: an admin enters the partner’s payout'
              : `${statement.partnerSharePercent}% of the qualifying sales`}
          </dd>
        </div>
      </dl>

      <div className="statement__table-wrap">
        <table className="statement-table">
          <caption>Balance per party</caption>
          <thead>
            <tr>
              <th scope="col">Party</th>
              <th scope="col" className="num">
                Owed
              </th>
              <th scope="col" className="num">
                Paid
              </th>
              <th scope="col" className="num">
                Reversed
              </th>
              <th scope="col" className="num">
                Paid net
              </th>
              <th scope="col" className="num">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {parties.map(({ party, account }) => (
              <tr key={party}>
                <th scope="row">{partyLabel(party)}</th>
                <td className="num">{owedText(party, account, reported)}</td>
                <td className="num">{formatCents(account.paidCents)}</td>
                <td className="num">{formatCents(account.reversedCents)}</td>
                <td className="num">{formatSignedCents(account.netPaidCents)}</td>
                <td className="num">{balanceText(account)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="statement__table-wrap">
        <table className="statement-table">
          <caption>Payments and reversals</caption>
          <thead>
            <tr>
              <th scope="col">Date (Mountain Time)</th>
              <th scope="col">Party</th>
              <th scope="col">Kind</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Reference</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={6} className="muted">
                  No payment recorded yet.
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.entryId}>
                  <td>
                    <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                  </td>
                  <td>{PAYOUT_PARTY_LABELS[line.party]}</td>
                  <td>{line.kind === 'payment' ? 'Payment' : 'Reversal'}</td>
                  <td className="num">
                    {line.kind === 'reversal'
                      ? formatSignedCents(-line.amountCents)
                      : formatCents(line.amountCents)}
                  </td>
                  <td>{line.reference}</td>
                  <td>{line.reason ?? ''}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        As of {formatDateTime(statement.updatedAt)}. Every date and time is on Mountain Time.
      </p>
    </section>
  );
}
