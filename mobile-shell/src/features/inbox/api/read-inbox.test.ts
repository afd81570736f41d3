import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readInbox } from './read-inbox';

const firestore = vi.hoisted(() => ({ getDocs: vi.fn(), getCount: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
vi.mock('@fundax/client/queries/notifications', () => ({
  notificationsQuery: (_db: unknown, uid: string) => `inbox of ${uid}`,
  unreadNotificationsQuery: (_db: unknown, uid: string) => `unread of ${uid}`,
}));

afterEach(() => vi.resetAllMocks());

describe('readInbox', () => {
  it('reads the newest 20 messages and the whole unread count of the user’s own inbox', async () => {
    const createdAt = new Date('2026-11-30T20:00:00Z');
    firestore.getDocs.mockResolvedValue({
      docs: [
        {
          data: () => ({ id: 'n1', title: 'T', body: 'B', link: null, createdAt, readAt: null }),
        },
      ],
    });
    firestore.getCount.mockResolvedValue({ data: () => ({ count: 31 }) });
    const now = new Date('2026-12-01T00:00:00Z');
    const inbox = await readInbox('u1', now);
    expect(firestore.getDocs).toHaveBeenCalledWith({
      base: 'inbox of u1',
      constraints: [{ limit: 20 }],
    });
    expect(firestore.getCount).toHaveBeenCalledWith('unread of u1');
    expect(inbox).toEqual({
      items: [
        {
          id: 'n1',
          title: 'T',
          body: 'B',
          link: null,
          createdAt: createdAt.toISOString(),
          readAt: null,
        },
      ],
      unread: 31,
      readAt: now.toISOString(),
    });
  });
});
