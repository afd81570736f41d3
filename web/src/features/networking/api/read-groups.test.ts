import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readGroups } from './read-groups';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  networkingGroupsQuery: () => 'groups',
}));

describe('networking group reads', () => {
  it('list the groups without their dates', async () => {
    firestore.answer({ groups: [{ id: 'g1', name: 'Westside', createdAt: new Date() }] });
    expect(await readGroups()).toEqual([{ id: 'g1', name: 'Westside' }]);
  });
});
