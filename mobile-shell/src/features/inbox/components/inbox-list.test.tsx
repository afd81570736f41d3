import '@testing-library/jest-dom/vitest';

import { CallFailure, makeStore, sessionLoaded, signedIn } from '@fundax/client';
import type { InboxMessage, InboxPage } from '@fundax/client/notifications/inbox-message';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePhoneInbox } from '../hooks/use-inbox';
import { InboxList } from './inbox-list';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readInboxPage: vi.fn(), readUnreadCount: vi.fn() }));
vi.mock('@fundax/client/notifications/inbox-reads', () => reads);

const NOW = new Date('2026-12-01T00:00:00Z');
const message = (id: string, title: string, readAt: string | null): InboxMessage => ({
  id,
  kind: 'event-approved',
  title,
  body: `${title}, in full.`,
  link: `/portal/events/${id}`,
  createdAt: '2026-11-30T22:00:00.000Z',
  readAt,
});
const page: InboxPage = {
  messages: [
    message('n1', 'Your event was approved', null),
    message('n2', 'A proposal waits', null),
    message('n3', 'Payout recorded', '2026-11-29T00:00:00.000Z'),
  ],
  next: null,
};

/** The inbox as the page shows it: read through the kit's slice, listed by InboxList. */
function Inbox({ online = true }: { online?: boolean }) {
  const { entry } = usePhoneInbox(online);
  return entry.data ? <InboxList data={entry.data} online={online} now={NOW} /> : null;
}

/** The inbox of a signed-in partner (the kit reads only the signed-in user's own). */
function renderInbox() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'u1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'u1', role: 'partner', displayName: 'Miguel', admin: false }),
  );
  return renderWithProviders(<Inbox />, { store });
}

beforeEach(() => {
  reads.readInboxPage.mockResolvedValue(page);
  reads.readUnreadCount.mockResolvedValue(2);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllEnvs();
});

describe('the inbox', () => {
  it('lists the newest messages, unread ones marked New, with the whole inbox’s unread count', async () => {
    reads.readUnreadCount.mockResolvedValue(31);
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('New Your event was approved');
    expect(items[0]).toHaveTextContent('2 hours ago');
    expect(within(items[2]!).queryByText('New')).toBeNull();
    expect(await screen.findByText('31 unread')).toBeInTheDocument();
    expect(reads.readInboxPage).toHaveBeenCalledWith('u1', null);
    expect(reads.readUnreadCount).toHaveBeenCalledWith('u1');
  });

  it('marks one message read at once, the count with it, then counts again', async () => {
    let answer!: (value: { marked: number }) => void;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderInbox();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark read: “A proposal waits”' }));
    expect(call).toHaveBeenCalledWith({ ids: ['n2'] });
    // Before the server answers.
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark read: “A proposal waits”' })).toBeNull();
    const counts = reads.readUnreadCount.mock.calls.length;
    reads.readUnreadCount.mockResolvedValue(1);
    act(() => answer({ marked: 1 }));
    // The server has the last word on the count (a message may have arrived meanwhile).
    await waitFor(() => expect(reads.readUnreadCount).toHaveBeenCalledTimes(counts + 1));
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks them all read', async () => {
    call.mockResolvedValue({ marked: 2 });
    reads.readUnreadCount.mockResolvedValueOnce(2).mockResolvedValue(0);
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(call).toHaveBeenCalledWith({});
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('says why marking failed, and shows the message unread again', async () => {
    call.mockRejectedValue(new CallFailure({ code: 'unavailable', message: 'x' }));
    const { user } = renderInbox();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark read: “Your event was approved”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message was not marked read. We cannot reach Fundax right now.',
    );
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark read: “Your event was approved”' }),
    ).toBeEnabled();
  });

  it('keeps marking off while offline, and says so', () => {
    renderWithProviders(<InboxList data={{ page, counted: 2 }} online={false} now={NOW} />);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark read: “A proposal waits”' })).toBeDisabled();
    expect(
      screen.getByText('You are offline: marking messages read needs a connection.'),
    ).toBeInTheDocument();
  });

  it('reads nothing offline', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    renderWithProviders(<Inbox online={false} />, { store });
    expect(reads.readInboxPage).not.toHaveBeenCalled();
    expect(reads.readUnreadCount).not.toHaveBeenCalled();
  });

  it('sends to the web inbox for older messages', () => {
    vi.stubEnv('VITE_WEB_URL', 'https://fundax.test');
    renderWithProviders(
      <InboxList
        data={{
          page: { ...page, next: { createdAt: '2026-11-30T22:00:00.000Z', id: 'n3' } },
          counted: 2,
        }}
        online
        now={NOW}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Older messages are in your inbox on the web site' }),
    ).toHaveAttribute('href', 'https://fundax.test/portal/inbox');
    expect(screen.getByRole('link', { name: 'A proposal waits' })).toHaveAttribute(
      'href',
      'https://fundax.test/portal/events/n2',
    );
  });

  it('says when there is nothing yet, and forgets the inbox when the user changes', async () => {
    reads.readInboxPage.mockResolvedValue({ messages: [], next: null });
    reads.readUnreadCount.mockResolvedValue(0);
    const { store } = renderInbox();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    act(() => void store.dispatch(signedIn({ uid: 'u2', admin: false })));
    expect(screen.queryByText(/No messages yet/)).toBeNull();
  });
});
