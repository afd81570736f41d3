import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { QUEUE_NAMES, QUEUE_PAGE_SIZE, readQueue } from './queue-reads';

const getDocs = vi.hoisted(() => vi.fn());
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDocs,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
}));
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  pendingEventsQuery: () => 'events',
  pendingRevisionsQuery: () => 'revisions',
  pendingVenuesQuery: () => 'venues',
  openSupportRequestsQuery: () => 'support',
  pendingApplicationsQuery: () => 'applications',
  unpaidEventsQuery: (_db: unknown, party: string) => `${party}Payouts`,
}));

afterEach(() => vi.clearAllMocks());

const docs = (size: number) =>
  Array.from({ length: size }, (_, index) => ({
    data: () => ({ id: `d${index}`, createdAt: new Date('2026-11-20T00:00:00Z') }),
  }));

describe('readQueue', () => {
  it('reads each queue through its own builder', async () => {
    getDocs.mockResolvedValue({ docs: [], size: 0 });
    for (const name of QUEUE_NAMES) await readQueue(name);
    expect(getDocs.mock.calls.map(([built]) => (built as { base: string }).base)).toEqual([
      ...QUEUE_NAMES,
    ]);
  });

  it('shows one page, and knows from one extra document that more wait', async () => {
    getDocs.mockResolvedValue({ docs: docs(QUEUE_PAGE_SIZE + 1), size: QUEUE_PAGE_SIZE + 1 });
    const page = await readQueue('support');
    expect(page.items).toHaveLength(QUEUE_PAGE_SIZE);
    expect(page.items[0]).toEqual({ id: 'd0', createdAt: '2026-11-20T00:00:00.000Z' });
    expect(page.more).toBe(true);
    expect(getDocs).toHaveBeenCalledWith({
      base: 'support',
      parts: [{ limit: QUEUE_PAGE_SIZE + 1 }],
    });

    getDocs.mockResolvedValue({ docs: docs(2), size: 2 });
    expect((await readQueue('venues')).more).toBe(false);
  });
});
