import '@testing-library/jest-dom/vitest';

import type { InboxMessage } from '@fundax/client/notifications/inbox-message';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../testing/signed-in-state';
import { Component as Inbox } from './routes/portal-inbox';

const reads = vi.hoisted(() => ({ readInboxPage: vi.fn(), readUnreadCount: vi.fn() }));
vi.mock('@fundax/client/notifications/inbox-reads', () => reads);
const calls = vi.hoisted(() => ({ markNotificationsRead: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));

// Noon MST on Wednesday, December 2, 2026: "yesterday" is Tuesday on Mountain Time.
const NOW = new Date('2026-12-02T19:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const approved: InboxMessage = {
  id: 'venue-approved-v1',
  kind: 'venue-approved',
  title: 'Baca’s Old Town is approved',
  body: 'Your location is now public on Fundax.',
  link: '/portal/locations/v1',
  createdAt: minutesAgo(5),
  readAt: null,
};
const paid: InboxMessage = {
  id: 'payout-recorded-l1',
  kind: 'payout-recorded',
  title: 'We paid you $120.00 for “Library Night”',
  body: 'Reference ACH-1001.',
  link: '/portal/events/e1',
  createdAt: minutesAgo(60 * 30),
  readAt: null,
};
const old: InboxMessage = {
  id: 'support-answered-s1',
  kind: 'support-answered',
  title: 'We answered “Payout timing”',
  body: 'Sent Dec 10 by ACH.',
  link: null,
  createdAt: minutesAgo(60 * 24 * 12),
  readAt: minutesAgo(60 * 24 * 11),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  reads.readInboxPage.mockResolvedValue({ messages: [approved, paid, old], next: null });
  reads.readUnreadCount.mockResolvedValue(2);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
});

function renderInbox() {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/inbox" element={<Inbox />} />
      <Route path="/portal/locations/:id" element={<h1>Location page</h1>} />
    </Routes>,
    { preloadedState: signedInState('partner'), initialEntries: ['/portal/inbox'] },
  );
}

const messages = () => screen.findByRole('list', { name: 'Messages, newest first' });

describe('/portal/inbox', () => {
  it('lists the messages newest first, unread ones marked, each linking to its page', async () => {
    renderInbox();
    const items = within(await messages()).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      approved.title,
      paid.title,
      old.title,
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeVisible();
    expect(within(items[0]!).getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      approved.createdAt,
    );
    expect(within(items[1]!).getByText('yesterday')).toBeVisible();
    expect(within(items[2]!).queryByText('Unread')).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: approved.title })).toHaveAttribute(
      'href',
      '/portal/locations/v1',
    );
    // Nowhere to go: the title is plain text.
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    await screen.findByText('2 unread');
    expect(reads.readInboxPage).toHaveBeenCalledWith('partner-1', null);
  });

  it('marks a message read when it is opened, at once', async () => {
    calls.markNotificationsRead.mockResolvedValue({ marked: 1 });
    const { user, store } = renderInbox();
    await screen.findByText('2 unread');
    await user.click(within(await messages()).getByRole('link', { name: approved.title }));
    expect(await screen.findByRole('heading', { name: 'Location page' })).toBeVisible();
    expect(calls.markNotificationsRead).toHaveBeenCalledWith({ ids: ['venue-approved-v1'] });
    const shown = store.getState().inbox?.pages.own?.data?.messages[0];
    expect(shown?.readAt).not.toBeNull();
  });

  it('marks all read at once, and puts them back with the reason when that fails', async () => {
    let fail!: (error: unknown) => void;
    calls.markNotificationsRead.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { user } = renderInbox();
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.getByText('Everything is read.')).toBeVisible();
    expect(within(await messages()).queryByText('Unread')).toBeNull();
    fail(Object.assign(new Error('Too many requests.'), { code: 'functions/resource-exhausted' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Your messages were not marked read\./,
    );
    expect(within(await messages()).getAllByText('Unread')).toHaveLength(2);
    expect(calls.markNotificationsRead).toHaveBeenCalledWith({});
  });

  it('offers older messages while there are more, then says that is all', async () => {
    reads.readInboxPage
      .mockResolvedValueOnce({
        messages: [approved],
        next: { createdAt: approved.createdAt, id: approved.id },
      })
      .mockResolvedValueOnce({ messages: [paid, old], next: null });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    await waitFor(async () =>
      expect(within(await messages()).getAllByRole('article')).toHaveLength(3),
    );
    expect(reads.readInboxPage).toHaveBeenLastCalledWith('partner-1', {
      createdAt: approved.createdAt,
      id: approved.id,
    });
    expect(screen.getByText('That is every message.')).toBeVisible();
  });

  it('says so when there is no message yet, and where alerts are set up', async () => {
    reads.readInboxPage.mockResolvedValue({ messages: [], next: null });
    reads.readUnreadCount.mockResolvedValue(0);
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set up alerts' })).toHaveAttribute(
      'href',
      '/portal/profile#event-alerts',
    );
  });

  it('shows a failed read with its message and a way to try again', async () => {
    reads.readInboxPage.mockRejectedValueOnce(
      Object.assign(new Error('Failed to get documents.'), { code: 'unavailable' }),
    );
    const { user } = renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your messages.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await messages()).toBeVisible();
  });
});
