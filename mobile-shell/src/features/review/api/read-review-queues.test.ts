import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { storedEvent } from '../../../testing/fixtures';
import { readReviewQueues } from './read-review-queues';

const firestore = vi.hoisted(() => ({ getDocs: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
const pendingEventsQuery = vi.hoisted(() => vi.fn((_db: unknown, _now: Date) => 'events'));
vi.mock('@fundax/client/queries/events', () => ({ pendingEventsQuery }));
vi.mock('@fundax/client/queries/venues', () => ({ pendingVenuesQuery: () => 'venues' }));
vi.mock('@fundax/client/queries/revisions', () => ({ pendingRevisionsQuery: () => 'revisions' }));

afterEach(() => vi.resetAllMocks());

const snapshotOf = (...docs: unknown[]) => ({ docs: docs.map((data) => ({ data: () => data })) });

describe('readReviewQueues', () => {
  it('reads up to 20 of each queue the console has, with the rules’ own builders', async () => {
    const lists: Record<string, unknown[]> = {
      events: [storedEvent({ id: 'e-garden', title: 'Garden Hops Night' })],
      venues: [{ id: 'v1', name: 'Westside', address: 'Coors', category: 'restaurant' }],
      revisions: [
        { id: 'event-e1', targetType: 'event', title: 'Library Night', changes: { eventEnd: 1 } },
      ],
    };
    firestore.getDocs.mockImplementation(({ base }: { base: string }) =>
      Promise.resolve(snapshotOf(...(lists[base] ?? []))),
    );
    const now = new Date('2026-12-01T00:00:00Z');
    const queues = await readReviewQueues(now);
    expect(pendingEventsQuery).toHaveBeenCalledWith({}, now);
    for (const base of ['events', 'venues', 'revisions']) {
      expect(firestore.getDocs).toHaveBeenCalledWith({ base, constraints: [{ limit: 20 }] });
    }
    expect(queues).toEqual({
      events: [expect.objectContaining({ id: 'e-garden', title: 'Garden Hops Night' })],
      venues: [{ id: 'v1', name: 'Westside', address: 'Coors', category: 'Restaurant' }],
      revisions: [
        { id: 'event-e1', targetType: 'event', title: 'Library Night', changes: ['end time'] },
      ],
      readAt: now.toISOString(),
    });
  });
});
