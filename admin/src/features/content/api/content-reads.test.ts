import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CONTENT_LIMIT, readContent, readStory } from './content-reads';

const firestore = vi.hoisted(() => ({ getDoc: vi.fn(), getDocs: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
}));
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  approvedUpcomingEventsQuery: () => 'special',
  resourcesQuery: () => 'resources',
  allSuccessStoriesQuery: () => 'stories',
  networkingGroupsQuery: () => 'groups',
  successStoryDoc: (_db: unknown, id: string) => `successStories/${id}`,
}));

afterEach(() => vi.clearAllMocks());

describe('content reads', () => {
  it('reads each list through its own builder, capped, dates as ISO strings', async () => {
    firestore.getDocs.mockResolvedValue({
      docs: [{ data: () => ({ id: 'x', updatedAt: new Date('2026-10-01T00:00:00Z') }) }],
    });
    for (const name of ['special', 'resources', 'stories', 'groups'] as const) {
      await expect(readContent(name)).resolves.toEqual([
        { id: 'x', updatedAt: '2026-10-01T00:00:00.000Z' },
      ]);
      expect(firestore.getDocs).toHaveBeenLastCalledWith({
        base: name,
        parts: [{ limit: CONTENT_LIMIT }],
      });
    }
  });

  it('reads one story, drafts too, or null when there is none', async () => {
    firestore.getDoc.mockResolvedValueOnce({ data: () => ({ id: 's1', published: false }) });
    await expect(readStory('s1')).resolves.toEqual({ id: 's1', published: false });
    firestore.getDoc.mockResolvedValueOnce({ data: () => undefined });
    await expect(readStory('gone')).resolves.toBeNull();
    expect(firestore.getDoc).toHaveBeenLastCalledWith('successStories/gone');
  });
});
