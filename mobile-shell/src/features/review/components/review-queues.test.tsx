import '@testing-library/jest-dom/vitest';

import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readReviewQueues } from '../api/read-review-queues';
import type { ReviewQueues } from '../api/review-data';
import { useReviewQueues } from '../hooks/use-review-queues';
import { ReviewQueuesView } from './review-queues';

const calls = vi.hoisted(() => vi.fn<(name: string, input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) => calls(contract.name, input),
}));
vi.mock('../api/read-review-queues', () => ({ readReviewQueues: vi.fn() }));

const queues: ReviewQueues = {
  events: [
    {
      id: 'e-garden',
      title: 'Garden Hops Night',
      venueName: 'Nob Hill Taproom',
      eventStart: '2027-01-05T23:00:00.000Z',
      givebackPercent: 15,
      fundaxerName: 'Los Duranes Community Garden',
    },
  ],
  venues: [
    {
      id: 'v-west',
      name: 'Westside Taproom',
      address: '1 Coors Blvd NW',
      category: 'Brewery or taproom',
    },
  ],
  revisions: [
    {
      id: 'event-e-pho',
      targetType: 'event',
      title: 'Pho for the Garden',
      changes: ['title to “Pho for Los Duranes Community Garden”'],
    },
  ],
  readAt: '2026-12-01T00:00:00.000Z',
};

function Queues({ online = true }: { online?: boolean }) {
  const { entry } = useReviewQueues(online);
  return entry.data ? <ReviewQueuesView data={entry.data} online={online} /> : null;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the review queues on the phone', () => {
  it('approves an event in one tap: it leaves the list and the admin is told', async () => {
    vi.mocked(readReviewQueues).mockResolvedValue(queues);
    calls.mockResolvedValue({ id: 'e-garden', approved: true });
    const { user } = renderWithProviders(<Queues />);
    const events = await screen.findByRole('list', { name: 'Events to review' });
    expect(events).toHaveTextContent('15% back for Los Duranes Community Garden');
    await user.click(within(events).getByRole('button', { name: 'Approve Garden Hops Night' }));
    expect(calls).toHaveBeenCalledWith('reviewEvent', { id: 'e-garden', decision: 'approve' });
    await waitFor(() => expect(screen.queryByText('Garden Hops Night')).toBeNull());
    const status = screen.getByText(/^Approved “Garden Hops Night”/);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Events to review' })).toBeNull();
  });

  it('rejects a venue only with a reason the owner will read', async () => {
    vi.mocked(readReviewQueues).mockResolvedValue(queues);
    calls.mockResolvedValue({ id: 'v-west', approved: false });
    const { user } = renderWithProviders(<Queues />);
    await user.click(await screen.findByRole('button', { name: 'Reject… Westside Taproom' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Reason needs at least 3 characters.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    await user.type(
      screen.getByLabelText('Reason for rejecting “Westside Taproom”'),
      'The address is a parking lot.',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(calls).toHaveBeenCalledWith('reviewVenue', {
      id: 'v-west',
      decision: 'reject',
      reason: 'The address is a parking lot.',
    });
    expect(await screen.findByText(/^Rejected “Westside Taproom”/)).toHaveFocus();
  });

  it('reviews a change to an approved listing through reviewRevision', async () => {
    vi.mocked(readReviewQueues).mockResolvedValue(queues);
    calls.mockResolvedValue({ id: 'event-e-pho', approved: true });
    const { user } = renderWithProviders(<Queues />);
    const changes = await screen.findByRole('list', {
      name: 'Changes to approved listings to review',
    });
    expect(changes).toHaveTextContent(
      'Changes the title to “Pho for Los Duranes Community Garden”.',
    );
    await user.click(
      within(changes).getByRole('button', { name: 'Approve the change to Pho for the Garden' }),
    );
    expect(calls).toHaveBeenCalledWith('reviewRevision', {
      id: 'event-e-pho',
      decision: 'approve',
    });
  });

  it('keeps an item whose review failed, and says why', async () => {
    vi.mocked(readReviewQueues).mockResolvedValue(queues);
    calls.mockRejectedValue(
      new CallFailure({ code: 'failed-precondition', message: 'This event has already started.' }),
    );
    const { user } = renderWithProviders(<Queues />);
    await user.click(await screen.findByRole('button', { name: 'Approve Garden Hops Night' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Garden Hops Night” was not approved. This event has already started.',
    );
    expect(screen.getByText('Garden Hops Night')).toBeInTheDocument();
  });

  it('keeps every decision off while offline, and says so; an empty queue says so too', () => {
    const { unmount } = renderWithProviders(<ReviewQueuesView data={queues} online={false} />);
    expect(screen.getByRole('button', { name: 'Approve Garden Hops Night' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject… Westside Taproom' })).toBeDisabled();
    expect(screen.getByText('You are offline: reviewing needs a connection.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReviewQueuesView data={{ ...queues, events: [], venues: [], revisions: [] }} online />,
    );
    expect(screen.getByText('Nothing is waiting for review.')).toBeInTheDocument();
  });
});
