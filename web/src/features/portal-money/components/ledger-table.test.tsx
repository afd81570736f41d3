import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ledgerEntry } from '../../../testing/portal-fixtures';
import { LedgerTable } from './ledger-table';

const entries = [
  ledgerEntry({ id: 'pay', eventId: 'e1', amountCents: 61_250, reference: 'Check 2044' }),
  ledgerEntry({
    id: 'undo',
    eventId: 'e1',
    kind: 'reversal',
    amountCents: 9_000,
    reference: 'Check 2044',
    reason: 'Check was voided',
  }),
];

describe('LedgerTable', () => {
  it('lists one event’s payouts and reversals, with a reversal’s reason and sign', () => {
    render(<LedgerTable entries={entries} caption="Your payouts for this event" />);
    const table = screen.getByRole('table', { name: 'Your payouts for this event' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date (Mountain Time)', 'Kind', 'Amount', 'Reference']);
    const [, payment, reversal] = within(table).getAllByRole('row');
    // Recorded at 17:00 UTC: 10 AM in Albuquerque, with the zone.
    expect(payment).toHaveTextContent(
      /Dec 10, 2026, 10:00 AM MST\s*Payment\s*\$612\.50\s*Check 2044/,
    );
    expect(reversal).toHaveTextContent(/Reversal \(Check was voided\)\s*−\$90\.00/);
  });

  it('names and links each entry’s event when given the titles', () => {
    render(
      <MemoryRouter>
        <LedgerTable
          entries={entries.slice(0, 1)}
          caption="History"
          eventTitles={new Map([['e1', 'Trivia night']])}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'History' });
    expect(within(table).getByRole('columnheader', { name: 'Event' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Trivia night' })).toHaveAttribute(
      'href',
      '/portal/events/e1',
    );
  });
});
