import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventRecord, venueRecord } from '../testing/records';
import type { RevisionRecord } from '../utils/records';
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
  requesterEmailVerified: false,
  subject: 'Payout timing',
  message: 'When is the payout\nfor Library Night?',
  status: 'open',
  resolution: null,
  resolvedAt: null,
  resolvedBy: null,
  createdAt: '2026-11-20T17:00:00.000Z',
};

const revision: RevisionRecord = {
  id: 'event-e-cookoff',
  targetType: 'event',
  targetId: 'e-cookoff',
  title: 'Green Chile Cook-off',
  partnerId: 'p1',
  organizerId: 'f1',
  fundaxerId: 'f1',
  currentFundaxerId: 'f1',
  changes: { eventEnd: '2026-12-06T05:00:00.000Z' },
  current: { eventEnd: '2026-12-06T04:00:00.000Z' },
  consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
  state: 'pending',
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  proposedBy: 'f1',
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-20T17:00:00.000Z',
  endsAt: '2026-12-06T04:00:00.000Z',
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
    const support = await screen.findByRole('article', { name: 'Support request: Payout timing' });
    // An address nobody confirmed is only what someone typed: the admin sees which it is.
    expect(within(support).getByText('partner@fundax.test')).toBeVisible();
    expect(within(support).getByText('Not verified')).toBeVisible();
  });

  it('shows each change beside the approved version, and approves it', async () => {
    readQueue.mockImplementation((name: string) =>
      Promise.resolve({ items: name === 'revisions' ? [revision] : [], more: false }),
    );
    call.mockResolvedValue({ id: revision.id });
    const { user } = renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    const changes = await screen.findByRole('table', {
      name: /What the change to “Green Chile Cook-off” changes/,
    });
    // 04:00 and 05:00 UTC on Dec 6 are 9 and 10 PM on the 5th in Albuquerque.
    expect(within(changes).getByRole('row', { name: /Ends/ })).toHaveTextContent(
      'EndsSat, Dec 5, 2026, 9:00 PM MSTSat, Dec 5, 2026, 10:00 PM MST',
    );
    await user.click(
      screen.getByRole('button', { name: 'Approve the change to “Green Chile Cook-off”' }),
    );
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith({ id: 'event-e-cookoff', decision: 'approve' }),
    );
    expect(
      await screen.findByText('No change to an approved event or venue is waiting for review.'),
    ).toBeVisible();
  });

  it('says how long is left to review each pending event before it starts', async () => {
    const start = new Date(Date.now() + (2 * 24 + 4) * 3_600_000 + 30 * 60_000);
    readQueue.mockImplementation((name: string) =>
      Promise.resolve({
        items:
          name === 'events'
            ? [
                eventRecord({
                  eventStart: start.toISOString(),
                  _status: { ...eventRecord()._status, approved: null },
                }),
              ]
            : [],
        more: false,
      }),
    );
    renderWithProviders(<Requests />, { initialEntries: ['/auth/requests'] });
    const events = await screen.findByRole('table', { name: /Pending events/ });
    expect(within(events).getByText('2 days 4 hours left to review')).toBeVisible();
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
