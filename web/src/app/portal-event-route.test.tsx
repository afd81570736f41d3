import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/portal-events/api/read-events';
import * as ledgerReads from '../features/portal-money/api/read-ledger';
import { ledgerEntry, portalEvent } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as EventRoute } from './routes/portal-event';

const calls = vi.hoisted(() => ({
  updateEvent: vi.fn(),
  cancelEvent: vi.fn(),
  reportEventResults: vi.fn(),
}));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-events/api/read-events', () => ({
  readOwnEvent: vi.fn(),
  readOwnEvents: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));
vi.mock('../features/portal-money/api/read-ledger', () => ({ readLedger: vi.fn() }));

const BEFORE = new Date('2026-12-01T00:00:00Z');
const AFTER = new Date('2026-12-07T00:00:00Z');

function renderPage(role: 'partner' | 'fundaxer', now: Date) {
  vi.setSystemTime(now);
  return renderWithProviders(
    <Routes>
      <Route path="/portal/events/:id" element={<EventRoute />} />
    </Routes>,
    { preloadedState: signedInState(role), initialEntries: ['/portal/events/e1'] },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(reads.readOwnEvents).mockResolvedValue([]);
  vi.mocked(ledgerReads.readLedger).mockResolvedValue([]);
  vi.mocked(reads.readFundaxerOptions).mockResolvedValue([
    { id: 'fundaxer-1', displayName: 'Dana Yazzie', fundraiserTitle: null },
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/portal/events/{id}', () => {
  it('says when there is no event of theirs at the address', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(null);
    renderPage('partner', BEFORE);
    expect(
      await screen.findByText('There is no event of yours at this address'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event not found');
  });

  it('warns that new dates or terms send an approved event back to review, and says so after', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    calls.updateEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderPage('fundaxer', BEFORE);
    const form = await screen.findByRole('form', { name: 'Edit the event' });
    expect(within(form).getByText(/sends it back to review/)).toBeInTheDocument();
    const percent = within(form).getByLabelText('Give-back percentage');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(/The event is back in review until an admin approves it./),
    ).toBeInTheDocument();
    expect(calls.updateEvent).toHaveBeenCalledWith({ id: 'e1', givebackPercent: 25 });
  });

  it('sends nothing when nothing changed', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    const { user } = renderPage('fundaxer', BEFORE);
    const form = await screen.findByRole('form', { name: 'Edit the event' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Nothing changed/)).toBeInTheDocument();
    expect(calls.updateEvent).not.toHaveBeenCalled();
  });

  it('cancels only after a confirm step, with the reason', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    calls.cancelEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderPage('fundaxer', BEFORE);
    await user.click(await screen.findByRole('button', { name: 'Cancel this event…' }));
    const confirm = screen.getByRole('form', { name: 'Confirm cancelling the event' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep the event' }));
    expect(screen.queryByRole('form', { name: 'Confirm cancelling the event' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel this event…' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Kitchen remodel.');
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await waitFor(() =>
      expect(calls.cancelEvent).toHaveBeenCalledWith({ id: 'e1', reason: 'Kitchen remodel.' }),
    );
    // The event is read again after the change.
    await waitFor(() => expect(reads.readOwnEvent).toHaveBeenCalledTimes(2));
  });

  it('lets the partner report the sales after the event, in cents', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    calls.reportEventResults.mockResolvedValue({
      eventId: 'e1',
      salesCents: 306_250,
      raisedCents: 61_250,
    });
    const { user } = renderPage('partner', AFTER);
    const form = await screen.findByRole('form', { name: 'Report the results' });
    await user.type(within(form).getByLabelText('Qualifying sales, in dollars'), '3062.50');
    await user.click(within(form).getByRole('button', { name: 'Report results' }));
    expect(
      await within(form).findByText('Recorded: sales of $3,062.50 raised $612.50.'),
    ).toBeInTheDocument();
    expect(calls.reportEventResults).toHaveBeenCalledWith({ eventId: 'e1', salesCents: 306_250 });
    // An ended event takes no edits.
    expect(screen.queryByRole('form', { name: 'Edit the event' })).toBeNull();
  });

  it('shows the fundaxer their payout status and their own ledger entries, no results form', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        raisedCents: 61_250,
        disbursal: {
          partner: { paidAt: '2026-12-10T17:00:00.000Z', entryId: 'payment-p' },
          fundaxer: { paidAt: '2026-12-11T17:00:00.000Z', entryId: 'payment-f' },
        },
      }),
    );
    vi.mocked(ledgerReads.readLedger).mockResolvedValue([
      ledgerEntry({
        id: 'payment-f',
        party: 'fundaxer',
        amountCents: 61_250,
        reference: 'Check 2044',
      }),
      ledgerEntry({ id: 'payment-other', eventId: 'e2', party: 'fundaxer' }),
    ]);
    renderPage('fundaxer', AFTER);
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Fundaxer (you)')).toBeInTheDocument();
    const table = await within(payouts).findByRole('table', {
      name: 'Your payouts for this event',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Check 2044')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /results/ })).toBeNull();
  });
});
