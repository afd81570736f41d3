import { beforeEach, describe, expect, it, vi } from 'vitest';

import { INBOX_PAGE_SIZE, readInboxPage, readUnreadCount } from './inbox-reads';

const sdk = vi.hoisted(() => ({
  getDocs: vi.fn(),
  getCount: vi.fn(),
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
  orderBy: (field: unknown, direction: string) => ({ orderBy: field, direction }),
  documentId: () => '__name__',
  startAfter: (...values: unknown[]) => ({ startAfter: values }),
  limit: (size: number) => ({ limit: size }),
}));
vi.mock('firebase/firestore/lite', () => sdk);
vi.mock('../firebase/firestore', () => ({ firestoreClient: () => Promise.resolve('db') }));
vi.mock('../queries/notifications', () => ({
  notificationsQuery: (_db: unknown, uid: string) => `inbox-of-${uid}`,
  unreadNotificationsQuery: (_db: unknown, uid: string) => `unread-of-${uid}`,
}));

const stored = (id: string, minute: number, readAt: Date | null = null) => ({
  id,
  kind: 'payout-recorded',
  title: `Payout ${id}`,
  body: 'We paid $120.00.',
  link: '/portal/events/e1',
  createdAt: new Date(Date.UTC(2026, 11, 1, 12, minute)),
  readAt,
});

/** The parts of the query the read was built with. */
const partsOfCall = () => (sdk.getDocs.mock.calls[0]?.[0] as { parts: unknown[] }).parts;

const docs = (items: ReturnType<typeof stored>[]) => ({
  docs: items.map((item) => ({ data: () => item })),
});

beforeEach(() => vi.clearAllMocks());

describe('inbox reads', () => {
  it('reads the first page newest first, ties broken by id, one more than shown', async () => {
    sdk.getDocs.mockResolvedValue(
      docs([stored('b', 2), stored('a', 1, new Date(Date.UTC(2026, 11, 2)))]),
    );
    const page = await readInboxPage('u1', null, 2);
    expect(sdk.getDocs).toHaveBeenCalledWith({
      base: 'inbox-of-u1',
      parts: [{ orderBy: '__name__', direction: 'desc' }, { limit: 3 }],
    });
    expect(page).toEqual({
      messages: [
        expect.objectContaining({ id: 'b', createdAt: '2026-12-01T12:02:00.000Z', readAt: null }),
        expect.objectContaining({ id: 'a', readAt: '2026-12-02T00:00:00.000Z' }),
      ],
      next: null,
    });
  });

  it('starts a later page after the cursor, and gives the next cursor when more follow', async () => {
    sdk.getDocs.mockResolvedValue(docs([stored('c', 3), stored('b', 2), stored('a', 1)]));
    const page = await readInboxPage('u1', { createdAt: '2026-12-01T12:04:00.000Z', id: 'd' }, 2);
    expect(partsOfCall()).toEqual([
      { orderBy: '__name__', direction: 'desc' },
      { startAfter: [new Date('2026-12-01T12:04:00.000Z'), 'd'] },
      { limit: 3 },
    ]);
    expect(page.messages.map((message) => message.id)).toEqual(['c', 'b']);
    expect(page.next).toEqual({ createdAt: '2026-12-01T12:02:00.000Z', id: 'b' });
  });

  it('shows 20 a page by default', async () => {
    sdk.getDocs.mockResolvedValue(docs([]));
    await readInboxPage('u1', null);
    expect(partsOfCall()).toContainEqual({ limit: INBOX_PAGE_SIZE + 1 });
    expect(INBOX_PAGE_SIZE).toBe(20);
  });

  it('counts unread messages with an aggregation', async () => {
    sdk.getCount.mockResolvedValue({ data: () => ({ count: 4 }) });
    await expect(readUnreadCount('u1')).resolves.toBe(4);
    expect(sdk.getCount).toHaveBeenCalledWith('unread-of-u1');
  });
});
