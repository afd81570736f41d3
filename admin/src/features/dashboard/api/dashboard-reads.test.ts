import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readQueueCounts, readRecentAudit } from './dashboard-reads';
import { RECENT_AUDIT_SIZE } from './dashboard-slice';

const firestore = vi.hoisted(() => ({ getCount: vi.fn(), getDocs: vi.fn(), limit: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getCount: firestore.getCount,
  getDocs: firestore.getDocs,
  limit: firestore.limit,
  query: (base: unknown) => base,
}));
// Each queue's query builder, named so the test can tell which count answers which queue.
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  pendingEventsQuery: () => 'pendingEvents',
  pendingVenuesQuery: () => 'pendingVenues',
  pendingApplicationsQuery: () => 'pendingApplications',
  unpaidEventsQuery: (_db: unknown, party: string) => `${party}Payouts`,
  openSupportRequestsQuery: () => 'openSupport',
  auditLogQuery: () => 'auditLog',
}));

afterEach(() => vi.resetAllMocks());

describe('dashboard reads', () => {
  it('counts each queue with the queue’s own query', async () => {
    const sizes: Record<string, number> = {
      pendingEvents: 3,
      pendingVenues: 1,
      pendingApplications: 4,
      partnerPayouts: 2,
      fundaxerPayouts: 0,
      openSupport: 5,
    };
    firestore.getCount.mockImplementation((name: string) =>
      Promise.resolve({ data: () => ({ count: sizes[name] }) }),
    );
    await expect(readQueueCounts(new Date('2026-12-01T00:00:00Z'))).resolves.toEqual(sizes);
  });

  it('reads the latest audit entries, dates as ISO strings', async () => {
    firestore.getDocs.mockResolvedValue({
      docs: [
        {
          data: () => ({ id: 'a1', action: 'event.approve', at: new Date('2026-11-20T17:30:00Z') }),
        },
      ],
    });
    await expect(readRecentAudit(RECENT_AUDIT_SIZE)).resolves.toEqual([
      { id: 'a1', action: 'event.approve', at: '2026-11-20T17:30:00.000Z' },
    ]);
    expect(firestore.limit).toHaveBeenCalledWith(RECENT_AUDIT_SIZE);
  });
});
