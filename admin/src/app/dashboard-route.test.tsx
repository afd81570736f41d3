import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { auditRecord } from '../testing/records';
import { Component as Dashboard } from './routes/dashboard';

const reads = vi.hoisted(() => ({ readQueueCounts: vi.fn(), readRecentAudit: vi.fn() }));
vi.mock(import('../features/dashboard/api/dashboard-reads'), async (original) => ({
  ...(await original()),
  ...reads,
}));

const feedReads = vi.hoisted(() => ({ readWaitingFeed: vi.fn() }));
vi.mock(import('../features/admin-feed/api/admin-feed-reads'), async (original) => ({
  ...(await original()),
  ...feedReads,
}));

const waitingVenue = {
  id: 'venue-submitted-v-nob-hill',
  kind: 'venue-submitted',
  subjectId: 'v-nob-hill',
  title: 'New location to review: Baca’s Nob Hill',
  body: 'Miguel Baca submitted it for review.',
  link: '/auth/record/v-nob-hill?kind=venue',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  handledAt: null,
};
const waitingRequest = {
  id: 'support-requested-q1',
  kind: 'support-requested',
  subjectId: 'q1',
  title: 'Support request: Payout timing',
  body: 'From a fundaxer.',
  link: '/auth/requests#support',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  handledAt: null,
};

const counts = {
  pendingEvents: 3,
  pendingVenues: 1,
  pendingApplications: 4,
  partnerPayouts: 2,
  fundaxerPayouts: 0,
  openSupport: 5,
};

beforeEach(() => {
  feedReads.readWaitingFeed
    .mockReset()
    .mockResolvedValue({ items: [waitingVenue, waitingRequest], more: false });
  reads.readQueueCounts.mockReset().mockResolvedValue(counts);
  reads.readRecentAudit.mockReset().mockResolvedValue([
    auditRecord(),
    auditRecord({
      id: 'a2',
      action: 'disbursal.reverse',
      targetType: 'ledger',
      targetId: 'payment-k1',
      reason: 'Paid to the wrong account.',
      changes: { eventId: 'e-library-night' },
    }),
  ]);
});
afterEach(cleanup);

function renderDashboard() {
  return renderWithProviders(<Dashboard />, { initialEntries: ['/auth/dashboard'] });
}

describe('/auth/dashboard', () => {
  it('shows how much waits in each queue, each linking to it', async () => {
    renderDashboard();
    // The tiles are there at once (no layout shift), busy until the counts arrive.
    expect(screen.getByRole('list', { name: 'Queues', busy: true })).toBeVisible();
    const queues = await screen.findByRole('list', { name: 'Queues', busy: false });
    const tile = (label: string) => within(queues).getByRole('link', { name: new RegExp(label) });
    expect(tile('Events to review')).toHaveTextContent('3');
    expect(tile('Events to review')).toHaveAttribute('href', '/auth/requests#events');
    expect(tile('Angel applications')).toHaveTextContent('4');
    expect(tile('Partner payments awaiting')).toHaveAttribute('href', '/auth/accounting#partner');
    expect(tile('Open support requests')).toHaveTextContent('5');
  });

  it('lists the latest admin actions, linked to their records, with the reason', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: /latest 10 audit entries/ });
    const approval = within(table).getByRole('row', { name: /Event approved/ });
    expect(within(approval).getByRole('link')).toHaveAttribute(
      'href',
      '/auth/record/e-green-chile-cookoff?kind=event',
    );
    const reversal = within(table).getByRole('row', { name: /Payout reversed/ });
    expect(reversal).toHaveTextContent('Paid to the wrong account.');
    expect(within(reversal).getByRole('link')).toHaveAttribute(
      'href',
      '/auth/accounting?event=e-library-night',
    );
  });

  it('lists the newest items that wait, each linking to its record or queue', async () => {
    renderDashboard();
    const feed = await screen.findByRole('region', { name: 'Waiting for you' });
    const list = await within(feed).findByRole('list', { name: 'The 8 newest items that wait' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Venue');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(
      within(items[0]!).getByRole('link', { name: 'New location to review: Baca’s Nob Hill' }),
    ).toHaveAttribute('href', '/auth/record/v-nob-hill?kind=venue');
    expect(items[1]).toHaveTextContent('Support request');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/auth/requests#support');
    expect(within(feed).queryByText(/More wait/)).toBeNull();
  });

  it('says when nothing waits, and when more wait than it shows', async () => {
    feedReads.readWaitingFeed.mockResolvedValueOnce({ items: [], more: false });
    const { user } = renderDashboard();
    const feed = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(feed).findByText(/Nothing waits/)).toBeVisible();
    feedReads.readWaitingFeed.mockResolvedValueOnce({ items: [waitingVenue], more: true });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(feed).findByText(/More wait/)).toBeVisible();
    expect(within(feed).getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/auth/requests',
    );
  });

  it('shows an item that is not a console path without a link', async () => {
    feedReads.readWaitingFeed.mockResolvedValueOnce({
      items: [{ ...waitingVenue, link: 'https://example.com/elsewhere' }],
      more: false,
    });
    renderDashboard();
    const feed = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(feed).findByText('New location to review: Baca’s Nob Hill')).toBeVisible();
    expect(within(feed).queryByRole('link')).toBeNull();
  });

  it('reads both again on Refresh', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Queues' });
    reads.readQueueCounts.mockResolvedValue({ ...counts, pendingEvents: 0 });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Events to review/ })).toHaveTextContent('0'),
    );
    expect(reads.readRecentAudit).toHaveBeenCalledTimes(2);
    expect(feedReads.readWaitingFeed).toHaveBeenCalledTimes(2);
  });

  it('shows a failed read with its message and a way to try again', async () => {
    reads.readQueueCounts.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    reads.readRecentAudit.mockResolvedValue([]);
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the queue counts');
    expect(await screen.findByText('No audit entries yet.')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Queues' })).toBeVisible();
  });
});
