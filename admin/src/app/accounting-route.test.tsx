import '@testing-library/jest-dom/vitest';
import { CallFailure, toStatementView } from '@fundax/client';
import { settlementStatement } from '@fundax/core';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventRecord, ledgerRecord } from '../testing/records';
import { Component as Accounting } from './routes/accounting';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({
  readEventLedger: vi.fn(),
  readEventStatement: vi.fn(),
  readLedgerPeriod: vi.fn(),
  readQueue: vi.fn(),
  readPayee: vi.fn(),
  downloadFile: vi.fn(),
}));
vi.mock('../features/queues/api/payee-reads', () => ({ readPayee: reads.readPayee }));
vi.mock(import('../features/ledger/api/ledger-reads'), async (original) => ({
  ...(await original()),
  readEventLedger: reads.readEventLedger,
  readEventStatement: reads.readEventStatement,
  readLedgerPeriod: reads.readLedgerPeriod,
}));
vi.mock(import('../features/queues/api/queue-reads'), async (original) => ({
  ...(await original()),
  readQueue: reads.readQueue,
}));
// The browser's download: the file's name and contents are what matter here.
vi.mock('../utils/download', () => ({ downloadFile: reads.downloadFile }));

/** Ended, partner paid by ledger entry payment-p1, fundaxer not yet. */
const ended = eventRecord({
  eventStart: '2026-05-02T00:00:00.000Z',
  eventEnd: '2026-05-02T04:00:00.000Z',
  fundaxerId: 'f1',
  fundaxerName: 'Dana Yazzie',
  raisedCents: 61_250,
  _protected: {
    disbursal: {
      partner: { paidAt: '2026-05-04T17:00:00.000Z', entryId: 'payment-p1' },
      fundaxer: null,
    },
    awaitingPayment: true,
    countedHash: null,
    resultsReported: true,
    settled: false,
  },
});

/** The stored statement of `ended`: results reported, the partner paid $90.05, the fundaxer not. */
const statement = toStatementView({
  ...settlementStatement(
    {
      id: 'e-cookoff',
      title: 'Green Chile Cook-off',
      eventEnd: new Date(ended.eventEnd),
      partnerId: 'p1',
      fundaxerId: 'f1',
      salesCents: 306_250,
      raisedCents: 61_250,
      resultsReportedAt: new Date('2026-05-03T17:00:00.000Z'),
      giveback: { percent: 20, partnerSharePercent: null },
      _protected: { resultsReported: true },
    },
    [
      {
        ...ledgerRecord({ amountCents: 9_005 }),
        recordedAt: new Date('2026-05-04T17:00:00.000Z'),
      },
    ],
  ),
  updatedAt: new Date('2026-05-04T17:00:00.000Z'),
});

function Where() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/auth/accounting"
        element={
          <>
            <Accounting />
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

beforeEach(() => {
  call.mockReset();
  for (const read of Object.values(reads)) read.mockReset();
  reads.readQueue.mockResolvedValue({ items: [], more: false });
  reads.readEventLedger.mockResolvedValue({ event: ended, entries: [ledgerRecord()] });
  reads.readEventStatement.mockResolvedValue(statement);
});
afterEach(cleanup);

describe('/auth/accounting', () => {
  it('shows an event without results as waiting for them, and pre-fills a payout with the owed amount and the fixed payee', async () => {
    const unreported = eventRecord({
      id: 'e-unreported',
      title: 'Enchilada Night',
      fundaxerId: 'f1',
      fundaxerName: 'Dana Yazzie',
      raisedCents: 0,
      salesCents: null,
      _protected: { ...ended._protected, resultsReported: false },
    });
    reads.readQueue.mockImplementation((name: string) =>
      Promise.resolve({
        items: name === 'fundaxerPayouts' ? [{ ...ended, salesCents: 306_250 }, unreported] : [],
        more: false,
      }),
    );
    reads.readPayee.mockResolvedValue({
      id: 'e-cookoff-fundaxer',
      eventId: 'e-cookoff',
      party: 'fundaxer',
      payeeId: 'f1',
      name: 'Eisenhower MS PTA',
      method: 'ach',
      accountLast4: '4321',
      frozenAt: '2026-04-20T17:00:00.000Z',
      frozenBy: 'demo-admin',
    });
    const { user } = renderAt('/auth/accounting');
    const queue = await screen.findByRole('table', { name: /Fundaxer payments awaiting/ });
    const waiting = within(queue).getByRole('row', { name: /Enchilada Night/ });
    expect(waiting).toHaveTextContent('Waiting for results');
    expect(within(waiting).queryByRole('button')).toBeNull();
    const payable = within(queue).getByRole('row', { name: /Green Chile Cook-off/ });
    expect(payable).toHaveTextContent('$612.50');
    await user.click(within(payable).getByRole('button', { name: /Record payout/ }));
    expect((await within(payable).findByText(/Eisenhower MS PTA/)).parentElement).toHaveTextContent(
      'Pay Eisenhower MS PTA (fundaxer, account f1) · Direct deposit (ACH) ending 4321',
    );
    expect(reads.readPayee).toHaveBeenCalledWith('e-cookoff', 'fundaxer');
    expect(within(payable).getByLabelText('Amount (USD)')).toHaveValue('612.50');
  });

  it('opens an event’s ledger from the address: each party’s payout and every entry', async () => {
    renderAt('/auth/accounting?event=e-cookoff');
    expect(
      await screen.findByRole('heading', { name: 'Ledger of “Green Chile Cook-off”' }),
    ).toBeVisible();
    expect(reads.readEventLedger).toHaveBeenCalledWith('e-cookoff');
    const entries = screen.getByRole('table', { name: /Ledger entries/ });
    expect(within(entries).getByRole('row', { name: /Payment/ })).toHaveTextContent('$612.50');
    expect(screen.getByText('Not paid')).toBeVisible();
    expect(screen.getAllByText('No ended event is waiting for its partner payout.')).toHaveLength(
      1,
    );
  });

  it('reverses the current payment with a reason, sent once with its idempotency key', async () => {
    call.mockResolvedValue({
      eventId: 'e-cookoff',
      party: 'partner',
      reversedAt: '2030-05-05T00:00:00.000Z',
      entryId: 'reversal-1',
    });
    const { user } = renderAt('/auth/accounting?event=e-cookoff');
    await user.click(await screen.findByRole('button', { name: 'Reverse… the partner payout' }));
    const reason = screen.getByLabelText('Why reverse the partner payout?');
    expect(reason).toHaveFocus();
    await user.type(reason, 'oops');
    await user.click(screen.getByRole('button', { name: 'Reverse payout' }));
    expect(await screen.findByText('Reason needs at least 5 characters.')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
    await user.type(reason, ': paid to the wrong account');
    await user.click(screen.getByRole('button', { name: 'Reverse payout' }));
    expect(
      await screen.findByText('Reversed the partner payout. The event awaits that payment again.'),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith({
      eventId: 'e-cookoff',
      party: 'partner',
      reason: 'oops: paid to the wrong account',
      idempotencyKey: expect.stringMatching(/^reversal-/) as unknown,
    });
    // The ledger is read again: it now holds the reversal.
    await waitFor(() => expect(reads.readEventLedger).toHaveBeenCalledTimes(2));
  });

  it('keeps the form and says why when the reversal is refused', async () => {
    call.mockRejectedValue(
      new CallFailure({
        code: 'failed-precondition',
        message: 'That payout was already reversed.',
      }),
    );
    const { user } = renderAt('/auth/accounting?event=e-cookoff');
    await user.click(await screen.findByRole('button', { name: 'Reverse… the partner payout' }));
    await user.type(screen.getByLabelText('Why reverse the partner payout?'), 'Duplicate payment.');
    await user.click(screen.getByRole('button', { name: 'Reverse payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payout was not reversed. That payout was already reversed.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reverse… the partner payout' })).toBeVisible();
  });

  it('downloads one event’s ledger as CSV', async () => {
    const { user } = renderAt('/auth/accounting?event=e-cookoff');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(reads.downloadFile).toHaveBeenCalledWith(
      'fundax-ledger-e-cookoff.csv',
      expect.stringContaining('payment-p1') as unknown,
      'text/csv',
    );
  });

  it('shows the event’s settlement statement and downloads it as CSV', async () => {
    const { user } = renderAt('/auth/accounting?event=e-cookoff');
    const shown = await screen.findByRole('region', { name: 'Settlement statement' });
    expect(reads.readEventStatement).toHaveBeenCalledWith('e-cookoff');
    expect(within(shown).getByText('$3,062.50')).toBeVisible();
    expect(within(shown).getByText('20% of the qualifying sales')).toBeVisible();
    const balances = within(shown).getByRole('table', { name: 'Balance per party' });
    expect(within(balances).getByRole('row', { name: /Fundaxer: Dana Yazzie/ })).toHaveTextContent(
      '$612.50',
    );
    expect(
      within(balances).getByRole('row', { name: /Partner: Baca’s Green Chile Kitchen/ }),
    ).toHaveTextContent('$90.05');
    await user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    expect(reads.downloadFile).toHaveBeenCalledTimes(1);
    const [name, csv, type] = reads.downloadFile.mock.calls[0] as [string, string, string];
    expect([name, type]).toEqual(['fundax-statement-e-cookoff.csv', 'text/csv']);
    expect(csv).toContain('\r\nQualifying sales (USD),3062.5\r\n');
    expect(csv).toContain('\r\nFundaxer,Dana Yazzie,f1,612.5,0,0,0,612.5\r\n');
    expect(csv).toContain(
      '\r\n2026-05-04T11:00:00-06:00,Partner,payment,90.05,ACH 1001,,payment-p1',
    );
  });

  it('says when an event has no statement yet, and offers no download', async () => {
    reads.readEventStatement.mockResolvedValue(null);
    renderAt('/auth/accounting?event=e-cookoff');
    expect(await screen.findByText(/No settlement statement yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download statement (CSV)' })).toBeNull();
  });

  it('reads the statement again after a payout is reversed', async () => {
    call.mockResolvedValue({
      eventId: 'e-cookoff',
      party: 'partner',
      reversedAt: '2030-05-05T00:00:00.000Z',
      entryId: 'reversal-1',
    });
    const { user } = renderAt('/auth/accounting?event=e-cookoff');
    await user.click(await screen.findByRole('button', { name: 'Reverse… the partner payout' }));
    await user.type(screen.getByLabelText('Why reverse the partner payout?'), 'Duplicate payment.');
    await user.click(screen.getByRole('button', { name: 'Reverse payout' }));
    await waitFor(() => expect(reads.readEventStatement).toHaveBeenCalledTimes(2));
  });

  it('opens another event’s ledger by its id, and says when there is none', async () => {
    reads.readEventLedger.mockResolvedValue({ event: null, entries: [] });
    const { user } = renderAt('/auth/accounting');
    const picker = screen.getByRole('form', { name: "Open an event's ledger" });
    await user.click(within(picker).getByRole('button', { name: 'Open ledger' }));
    expect(within(picker).getByLabelText('Event id')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(picker).getByLabelText('Event id'), 'e-gone');
    await user.click(within(picker).getByRole('button', { name: 'Open ledger' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?event=e-gone'));
    expect(await screen.findByText(/There is no event with the id/)).toHaveTextContent('e-gone');
  });

  it('exports a period for bookkeeping, checking the days first', async () => {
    reads.readLedgerPeriod.mockResolvedValue({ entries: [ledgerRecord()], truncated: false });
    const { user } = renderAt('/auth/accounting');
    const form = screen.getByRole('form', { name: 'Export the ledger' });
    const from = within(form).getByLabelText('From (Mountain Time day)');
    const to = within(form).getByLabelText('To (Mountain Time day, included)');
    await user.clear(from);
    await user.type(from, '2030-05-10');
    await user.clear(to);
    await user.type(to, '2030-05-01');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));
    expect(
      await within(form).findByText('The last day comes on or after the first day.'),
    ).toBeVisible();
    await user.clear(from);
    await user.type(from, '2030-04-01');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));
    expect(await within(form).findByText('1 entry exported.')).toBeVisible();
    // Albuquerque days (daylight time, UTC−6): midnight there is 06:00 UTC.
    expect(reads.readLedgerPeriod).toHaveBeenCalledWith(
      new Date('2030-04-01T06:00:00.000Z'),
      new Date('2030-05-02T06:00:00.000Z'),
    );
    expect(reads.downloadFile).toHaveBeenCalledWith(
      'fundax-ledger-2030-04-01-to-2030-05-01.csv',
      expect.any(String) as unknown,
      'text/csv',
    );
  });
});
