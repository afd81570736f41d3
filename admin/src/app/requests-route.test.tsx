import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { venueRecord } from '../testing/records';
import { Component as Requests } from './routes/requests';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const readQueue = vi.hoisted(() => vi.fn());
vi.mock(import('../features/queues/api/queue-reads'), async (original) => ({
  ...(await original()),
  readQueue,
}));

const request = {
  id: 's1',
  requesterId: 'demo-partner',
  requesterEmail: 'partner@fundax.test',
  subject: 'Payout timing',
  message: 'When is the payout\nfor Library Night?',
  status: 'open',
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-11-20T17:00:00.000Z',
};

beforeEach(() => {
  call.mockReset();
  readQueue.mockReset().mockImplementation((name: string) =>
    Promise.resolve({
      items:
        name === 'support'
          ? [request]
          : name === 'venues'
            ? [venueRecord({ _status: { ...venueRecord()._status, approved: null } })]
            : [],
      more: name === 'venues',
    }),
  );
});
afterEach(cleanup);

describe('/auth/requests', () => {
  it('shows the three queues, says which are empty and when more wait', async () => {
    renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    expect(await screen.findByText('No events are waiting for review.')).toBeVisible();
    const venues = await screen.findByRole('table', { name: /Pending venues/ });
    expect(within(venues).getByRole('link', { name: /Old Town/ })).toHaveAttribute(
      'href',
      '/auth/record/v-old-town?kind=venue',
    );
    expect(screen.getByRole('heading', { name: 'Venues to review (1+)' })).toBeVisible();
    expect(screen.getByText(/More are waiting/)).toBeVisible();
    expect(
      await screen.findByRole('article', { name: 'Support request: Payout timing' }),
    ).toBeVisible();
  });

  it('reads a queue again on Reload', async () => {
    const { user } = renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    await screen.findByText('No events are waiting for review.');
    const before = readQueue.mock.calls.filter(([name]) => name === 'events').length;
    await user.click(screen.getByRole('button', { name: 'Reload events to review' }));
    await waitFor(() =>
      expect(readQueue.mock.calls.filter(([name]) => name === 'events').length).toBe(before + 1),
    );
  });

  it('resolves a support request with a note, checked before it is sent', async () => {
    call.mockResolvedValue({ id: 's1' });
    const { user } = renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    await user.click(await screen.findByRole('button', { name: 'Resolve… Payout timing' }));
    const note = screen.getByLabelText('Resolution note');
    expect(note).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Resolve request' }));
    expect(await screen.findByText(/Resolution needs at least/)).toBeVisible();
    expect(call).not.toHaveBeenCalled();
    await user.type(note, 'Sent Dec 10 by ACH; reference in the ledger.');
    await user.click(screen.getByRole('button', { name: 'Resolve request' }));
    expect(await screen.findByText('No support requests are open.')).toBeVisible();
    expect(call).toHaveBeenCalledWith({
      id: 's1',
      resolution: 'Sent Dec 10 by ACH; reference in the ledger.',
    });
    expect(screen.getByText('Resolved “Payout timing”. It has left the list.')).toBeVisible();
  });

  it('keeps a request whose resolution failed, and gives focus back on cancel', async () => {
    call.mockRejectedValue(new CallFailure({ code: 'unavailable', message: 'offline' }));
    const { user } = renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    await user.click(await screen.findByRole('button', { name: 'Resolve… Payout timing' }));
    await user.type(screen.getByLabelText('Resolution note'), 'Answered by phone.');
    await user.click(screen.getByRole('button', { name: 'Resolve request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was not resolved.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resolve… Payout timing' })).toHaveFocus(),
    );
  });
});
