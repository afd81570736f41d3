import '@testing-library/jest-dom/vitest';

import { CallFailure, signedIn } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readInbox } from '../api/read-inbox';
import { useInbox } from '../hooks/use-inbox';
import { InboxList } from './inbox-list';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
vi.mock('../api/read-inbox', () => ({ readInbox: vi.fn() }));

const NOW = new Date('2026-12-01T00:00:00Z');
const message = (id: string, title: string, readAt: string | null) => ({
  id,
  title,
  body: `${title}, in full.`,
  link: `/portal/events/${id}`,
  createdAt: '2026-11-30T22:00:00.000Z',
  readAt,
});
const inbox = {
  items: [
    message('n1', 'Your event was approved', null),
    message('n2', 'A proposal waits', null),
    message('n3', 'Payout recorded', '2026-11-29T00:00:00.000Z'),
  ],
  unread: 2,
  readAt: NOW.toISOString(),
};

/** The inbox as the page shows it: read through the slice, listed by InboxList. */
function Inbox({ online = true }: { online?: boolean }) {
  const { entry } = useInbox('u1', online);
  return entry.data ? <InboxList data={entry.data} online={online} now={NOW} /> : null;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the inbox', () => {
  it('lists the newest messages, unread ones marked New, each opening its page', async () => {
    vi.mocked(readInbox).mockResolvedValue(inbox);
    renderWithProviders(<Inbox />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('New Your event was approved');
    expect(items[0]).toHaveTextContent('2 hours ago');
    expect(within(items[2]!).queryByText('New')).toBeNull();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(readInbox).toHaveBeenCalledWith('u1');
  });

  it('marks one message read: shown at once, then read again', async () => {
    const marked = { ...inbox.items[1]!, readAt: '2026-12-01T00:00:01.000Z' };
    vi.mocked(readInbox)
      .mockResolvedValueOnce(inbox)
      .mockResolvedValueOnce({
        ...inbox,
        items: [inbox.items[0]!, marked, inbox.items[2]!],
        unread: 1,
      });
    call.mockResolvedValue({ marked: 1 });
    const { user } = renderWithProviders(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Mark read: “A proposal waits”' }));
    expect(call).toHaveBeenCalledWith({ ids: ['n2'] });
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark read: “A proposal waits”' })).toBeNull();
    await waitFor(() => expect(readInbox).toHaveBeenCalledTimes(2));
  });

  it('marks them all read', async () => {
    vi.mocked(readInbox)
      .mockResolvedValueOnce(inbox)
      .mockResolvedValueOnce({
        ...inbox,
        items: inbox.items.map((item) => ({ ...item, readAt: item.readAt ?? NOW.toISOString() })),
        unread: 0,
      });
    call.mockResolvedValue({ marked: 2 });
    const { user } = renderWithProviders(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(call).toHaveBeenCalledWith({});
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();
  });

  it('says why marking failed, and keeps the message unread', async () => {
    vi.mocked(readInbox).mockResolvedValue(inbox);
    call.mockRejectedValue(new CallFailure({ code: 'unavailable', message: 'x' }));
    const { user } = renderWithProviders(<Inbox />);
    await user.click(
      await screen.findByRole('button', { name: 'Mark read: “Your event was approved”' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message was not marked read. We cannot reach Fundax right now.',
    );
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('keeps marking off while offline, and says so', () => {
    renderWithProviders(<InboxList data={inbox} online={false} now={NOW} />);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark read: “A proposal waits”' })).toBeDisabled();
    expect(
      screen.getByText('You are offline: marking messages read needs a connection.'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet, and forgets the inbox when the user changes', async () => {
    vi.mocked(readInbox).mockResolvedValue({ items: [], unread: 0, readAt: NOW.toISOString() });
    const { store } = renderWithProviders(<Inbox />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    act(() => void store.dispatch(signedIn({ uid: 'u2', admin: false })));
    expect(screen.queryByText(/No messages yet/)).toBeNull();
  });
});
