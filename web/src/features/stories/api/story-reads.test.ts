import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore, refused } from '../../../testing/firestore-mocks';
import { readStories, readStory } from './read-stories';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  publishedSuccessStoriesQuery: () => 'published',
  successStoryDoc: (_db: unknown, id: string) => `successStories/${id}`,
}));

const story = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  title: 'Books for Bel-Air',
  published: true,
  publishedAt: new Date('2026-10-01T00:00:00Z'),
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('story reads', () => {
  it('read the published stories as the public sees them', async () => {
    firestore.answer({ published: [story()] });
    expect(await readStories()).toEqual([
      { id: 's1', title: 'Books for Bel-Air', publishedAt: '2026-10-01T00:00:00.000Z' },
    ]);
  });

  it('show no draft, and nothing the rules refuse', async () => {
    firestore.answer({
      'successStories/s1': story(),
      'successStories/draft': story({ published: false }),
      'successStories/secret': refused(),
    });
    await expect(readStory('s1')).resolves.toMatchObject({ title: 'Books for Bel-Air' });
    await expect(readStory('draft')).resolves.toBeNull();
    await expect(readStory('secret')).resolves.toBeNull();
    await expect(readStory('gone')).resolves.toBeNull();
  });
});
