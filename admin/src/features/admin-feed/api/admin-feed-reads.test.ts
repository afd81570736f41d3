import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FEED_SIZE, readWaitingFeed } from './admin-feed-reads';

const firestore = vi.hoisted(() => ({ getDocs: vi.fn(), limit: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDocs: firestore.getDocs,
  limit: (size: number) => {
    firestore.limit(size);
    return { limit: size };
  },
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
}));
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  waitingAdminFeedQuery: () => 'waitingAdminFeed',
}));

afterEach(() => vi.resetAllMocks());

const stored = (n: number) => ({
  id: `venue-submitted-v${n}`,
  kind: 'venue-submitted',
  subjectId: `v${n}`,
  title: `New location to review: Venue ${n}`,
  body: 'Submitted by a partner.',
  link: `/auth/record/v${n}?kind=venue`,
  createdAt: new Date(Date.UTC(2026, 11, 1, 12, 60 - n)),
  handledAt: null,
});
const snapshot = (count: number) => ({
  docs: Array.from({ length: count }, (_, index) => ({ data: () => stored(index + 1) })),
});

describe('readWaitingFeed', () => {
  it('reads the waiting items one more than shown, dates as ISO strings', async () => {
    firestore.getDocs.mockResolvedValue(snapshot(2));
    const feed = await readWaitingFeed();
    expect(firestore.getDocs).toHaveBeenCalledWith({
      base: 'waitingAdminFeed',
      parts: [{ limit: FEED_SIZE + 1 }],
    });
    expect(feed.more).toBe(false);
    expect(feed.items).toEqual([
      expect.objectContaining({ id: 'venue-submitted-v1', createdAt: '2026-12-01T12:59:00.000Z' }),
      expect.objectContaining({ id: 'venue-submitted-v2', handledAt: null }),
    ]);
  });

  it('shows the first page and says that more wait when the extra item came back', async () => {
    firestore.getDocs.mockResolvedValue(snapshot(FEED_SIZE + 1));
    const feed = await readWaitingFeed();
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.more).toBe(true);
  });
});
