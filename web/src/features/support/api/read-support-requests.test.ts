import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readSupportRequests } from './read-support-requests';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  ownSupportRequestsQuery: (_db: unknown, uid: string) => `requests-of-${uid}`,
}));

describe('readSupportRequests', () => {
  it('reads the user’s own requests, dates as ISO strings, an open one with no answer', async () => {
    firestore.answer({
      'requests-of-u1': [
        {
          id: 's1',
          subject: 'Payout timing',
          message: 'When?',
          status: 'open',
          resolution: null,
          resolvedAt: null,
          createdAt: new Date('2026-12-01T17:00:00Z'),
        },
      ],
    });
    expect(await readSupportRequests('u1')).toEqual([
      {
        id: 's1',
        subject: 'Payout timing',
        message: 'When?',
        status: 'open',
        resolution: null,
        resolvedAt: null,
        createdAt: '2026-12-01T17:00:00.000Z',
      },
    ]);
  });
});
