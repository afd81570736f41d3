import '@testing-library/jest-dom/vitest';
import { settlementStatement } from '@fundax/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { toStatementView } from '../money/statement-view';
import { SettlementStatement } from './settlement-statement';

afterEach(cleanup);

const event = {
  id: 'e1',
  title: 'Back-to-School Library Night',
  eventEnd: new Date('2026-11-21T04:00:00Z'),
  partnerId: 'p1',
  fundaxerId: 'f1',
  salesCents: 306_250 as number | null,
  raisedCents: 61_250,
  resultsReportedAt: new Date('2026-11-22T17:00:00Z'),
  giveback: { percent: 20, partnerSharePercent: null as number | null },
  _protected: { resultsReported: true },
};
const entry = {
  eventId: 'e1',
  payeeId: 'f1',
  reason: null,
  party: 'fundaxer' as const,
};

function statementOf(
  overrides: Partial<typeof event> = {},
  entries: Parameters<typeof settlementStatement>[1] = [],
) {
  return toStatementView({
    ...settlementStatement({ ...event, ...overrides }, entries),
    updatedAt: new Date('2026-11-25T18:00:00Z'),
  });
}

describe('SettlementStatement', () => {
  it('shows the result, the give-back percent, and each party’s account with their names', () => {
    render(
      <SettlementStatement
        statement={statementOf({}, [
          {
            ...entry,
            id: 'payment-1',
            kind: 'payment',
            party: 'partner',
            payeeId: 'p1',
            amountCents: 9_000,
            recordedAt: new Date('2026-11-23T04:30:00Z'),
            reference: 'ACH 1001',
          },
          {
            ...entry,
            id: 'payment-2',
            kind: 'payment',
            amountCents: 70_000,
            recordedAt: new Date('2026-11-24T17:00:00Z'),
            reference: 'Check 2044',
          },
          {
            ...entry,
            id: 'reversal-2',
            kind: 'reversal',
            amountCents: 70_000,
            recordedAt: new Date('2026-11-25T17:00:00Z'),
            reference: 'Check 2044',
            reason: 'Wrong amount.',
          },
        ])}
        names={{ partner: 'Baca’s Old Town', fundaxer: 'Dana Yazzie' }}
        mine={['fundaxer']}
      />,
    );
    const statement = screen.getByRole('region', { name: 'Settlement statement' });
    expect(within(statement).getByText('$3,062.50')).toBeVisible();
    expect(within(statement).getByText('20% of the qualifying sales')).toBeVisible();
    expect(
      within(statement).getByText('Raised for the cause').nextElementSibling,
    ).toHaveTextContent('$612.50');

    const balances = within(statement).getByRole('table', { name: 'Balance per party' });
    const partner = within(balances).getByRole('row', { name: /Partner: Baca’s Old Town/ });
    // The terms set no partner share: an admin enters it, so nothing is "owed" by rule.
    expect(
      within(partner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Set by an admin', '$90.00', '$0.00', '$90.00', '—']);
    const fundaxer = within(balances).getByRole('row', { name: /Fundaxer: Dana Yazzie \(you\)/ });
    expect(
      within(fundaxer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$612.50', '$700.00', '$700.00', '$0.00', '$612.50']);

    const lines = within(statement).getByRole('table', { name: 'Payments and reversals' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      // 04:30 UTC on the 23rd is the evening of the 22nd in Albuquerque.
      'Nov 22, 2026, 9:30 PM MSTPartnerPayment$90.00ACH 1001',
      'Nov 24, 2026, 10:00 AM MSTFundaxerPayment$700.00Check 2044',
      'Nov 25, 2026, 10:00 AM MSTFundaxerReversal−$700.00Check 2044Wrong amount.',
    ]);
    expect(within(statement).getByText(/As of Nov 25, 2026, 11:00 AM MST/)).toBeVisible();
  });

  it('says what is not known before the results, and a balance paid over', () => {
    const { rerender } = render(
      <SettlementStatement
        statement={statementOf({
          salesCents: null,
          raisedCents: 0,
          _protected: { resultsReported: false },
        })}
      />,
    );
    expect(screen.getByText('Not reported yet')).toBeVisible();
    expect(screen.getByText('No payment recorded yet.')).toBeVisible();
    const balances = screen.getByRole('table', { name: 'Balance per party' });
    expect(within(balances).getByRole('row', { name: /^Fundaxer/ })).toHaveTextContent(
      'After the results',
    );
    expect(
      screen.getByText('Not set by the terms: an admin enters the partner’s payout'),
    ).toBeVisible();

    rerender(
      <SettlementStatement
        statement={statementOf({ giveback: { percent: 20, partnerSharePercent: 5 } }, [
          {
            ...entry,
            id: 'payment-3',
            kind: 'payment',
            amountCents: 62_000,
            recordedAt: new Date('2026-11-24T17:00:00Z'),
            reference: 'ACH 7',
            reason: 'Rounded up by agreement.',
          },
        ])}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Settlement statement' })).toBeVisible();
    expect(screen.getByText('5% of the qualifying sales')).toBeVisible();
    const row = within(screen.getByRole('table', { name: 'Balance per party' })).getByRole('row', {
      name: /^Fundaxer/,
    });
    expect(row).toHaveTextContent('−$7.50 (paid over)');
    const partner = within(screen.getByRole('table', { name: 'Balance per party' })).getByRole(
      'row',
      { name: /^Partner/ },
    );
    // 5% of $3,062.50, rounded half up.
    expect(partner).toHaveTextContent('$153.13');
  });

  it('calls a fully paid balance settled', () => {
    render(
      <SettlementStatement
        statement={statementOf({}, [
          {
            ...entry,
            id: 'payment-4',
            kind: 'payment',
            amountCents: 61_250,
            recordedAt: new Date('2026-11-24T17:00:00Z'),
            reference: 'ACH 8',
          },
        ])}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Balance per party' })).getByRole('row', {
      name: /^Fundaxer/,
    });
    expect(row).toHaveTextContent('Settled');
  });
});
