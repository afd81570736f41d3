import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readFundaxer, readFundaxers } from './read-fundaxers';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  listedProfilesQuery: (_db: unknown, role: string) => `listed-${role}s`,
  listedFundaxersByCauseQuery: (_db: unknown, cause: string) => `fundaxers-for-${cause}`,
  profileDoc: (_db: unknown, uid: string) => `profiles/${uid}`,
}));

const fundaxer = (id: string) => ({
  id,
  role: 'fundaxer',
  displayName: id,
  listed: true,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('fundaxer reads', () => {
  it('list every listed fundaxer, or those of one cause', async () => {
    firestore.answer({
      'listed-fundaxers': [fundaxer('a'), fundaxer('b')],
      'fundaxers-for-health': [fundaxer('c')],
      'profiles/a': fundaxer('a'),
    });
    expect((await readFundaxers(null)).map((f) => f.id)).toEqual(['a', 'b']);
    expect((await readFundaxers('health')).map((f) => f.id)).toEqual(['c']);
    await expect(readFundaxer('a')).resolves.toMatchObject({ id: 'a' });
  });
});
