import '@testing-library/jest-dom/vitest';
import { CallFailure, makeStore } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EventRecord } from '../../../utils/records';
import { fetchQueue } from '../api/queues-slice';
import { EventQueue } from './event-queue';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const readQueue = vi.hoisted(() => vi.fn());
vi.mock(import('../api/queue-reads'), async (original) => ({
  ...(await original()),
  readQueue,
}));

function pendingEvent(id: string, title: string): EventRecord {
  return {
    id,
    title,
    description: '',
    category: 'environment',
    venueId: 'v-nob-hill-taproom',
    venueName: 'Nob Hill Taproom',
    venueAddress: '3407 Central Ave NE, Albuquerque, NM 87106',
    partnerId: 'p1',
    organizerId: 'f1',
    fundaxerId: 'f1',
    fundaxerName: 'Los Duranes Community Garden',
    eventStart: '2030-05-02T00:00:00.000Z',
    eventEnd: '2030-05-02T04:00:00.000Z',
    giveback: { percent: 15, terms: 'All day', exclusions: '', partnerSharePercent: null },
    goalCents: null,
    salesCents: null,
    raisedCents: 0,
    resultsReportedAt: null,
    imageUrl: null,
    image: null,
    special: false,
    _geoloc: { lat: 35.08, lng: -106.6, hash: '9whp9yx8gq' },
    _status: {
      approved: null,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
      cancelled: false,
      cancelReason: null,
      expired: false,
      venueHidden: false,
      venueHiddenReason: null,
    },
    _protected: {
      disbursal: { partner: null, fundaxer: null },
      awaitingPayment: false,
      countedHash: null,
      resultsReported: false,
      settled: false,
    },
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
  };
}

async function renderQueue() {
  const store = makeStore();
  readQueue.mockResolvedValueOnce({
    items: [
      pendingEvent('e-garden-hops', 'Garden Hops'),
      pendingEvent('e-fair', 'Book Fair Dinner'),
    ],
    more: false,
  });
  await store.dispatch(fetchQueue('events'));
  readQueue.mockClear();
  return renderWithProviders(<EventQueue />, { store, initialEntries: ['/auth/requests'] });
}

beforeEach(() => {
  call.mockReset();
  readQueue.mockReset();
});
afterEach(cleanup);

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('event review queue', () => {
  it('shows the list it holds without reading it again (fetched only if empty)', async () => {
    await renderQueue();
    expect(screen.getByRole('link', { name: 'Garden Hops' })).toHaveAttribute(
      'href',
      '/auth/record/e-garden-hops?kind=event',
    );
    expect(readQueue).not.toHaveBeenCalled();
  });

  it('needs a reason to reject, then removes the event and says so', async () => {
    call.mockResolvedValue({ id: 'e-garden-hops', approved: false });
    const { user } = await renderQueue();
    await user.click(within(row('Garden Hops')).getByRole('button', { name: /Reject/ }));
    const reason = screen.getByLabelText('Reason for rejecting “Garden Hops”');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason needs at least 3 characters.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.type(reason, 'The venue has not confirmed the date.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Garden Hops' })).not.toBeInTheDocument(),
    );
    expect(call).toHaveBeenCalledWith({
      id: 'e-garden-hops',
      decision: 'reject',
      reason: 'The venue has not confirmed the date.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Rejected “Garden Hops”.');
    expect(screen.getByRole('heading', { name: /Events to review/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Book Fair Dinner' })).toBeInTheDocument();
  });

  it('approves in one click', async () => {
    call.mockResolvedValue({ id: 'e-fair', approved: true });
    const { user } = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Approve Book Fair Dinner' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Book Fair Dinner' })).not.toBeInTheDocument(),
    );
    expect(call).toHaveBeenCalledWith({ id: 'e-fair', decision: 'approve' });
  });

  it('keeps the event and explains when the approval fails', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({ code: 'failed-precondition', message: 'This event has already started.' }),
    );
    const { user } = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Approve Garden Hops' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Garden Hops” was not approved. This event has already started.',
    );
    expect(row('Garden Hops')).toBeInTheDocument();
  });
});
