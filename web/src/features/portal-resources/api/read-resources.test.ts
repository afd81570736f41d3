import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readResources } from './read-resources';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  resourcesQuery: (_db: unknown, kind: string) => `${kind}s`,
}));

describe('readResources', () => {
  it('reads the resources of one kind', async () => {
    firestore.answer({
      videos: [
        {
          id: 'r1',
          kind: 'video',
          title: 'First night',
          description: '',
          url: 'https://v.example/1.mp4',
          audience: [],
          sizeBytes: null,
          durationSeconds: 412,
          createdAt: new Date(),
        },
      ],
    });
    const [video] = await readResources('video');
    expect(video).toMatchObject({ id: 'r1', durationSeconds: 412 });
    expect(video).not.toHaveProperty('createdAt');
    await expect(readResources('document')).resolves.toEqual([]);
  });
});
