import { makeStore } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { groupView } from '../../../testing/public-fixtures';
import { fetchGroups, groupsServed, selectGroups } from './networking-slice';
import type * as ReadGroups from './read-groups';
import * as reads from './read-groups';

vi.mock('./read-groups', async (original) => ({
  ...(await original<typeof ReadGroups>()),
  readGroups: vi.fn(),
}));

const group = (id: string) => groupView({ id, name: `Group ${id}` });

const served = (readAt: string) =>
  groupsServed({ kind: 'businesses', category: null, venues: [], groups: [group('g1')], readAt });

beforeEach(() => vi.resetAllMocks());

describe('networking slice', () => {
  it('takes the groups /businesses was served with, fresh, as its read', async () => {
    const store = makeStore();
    const readAt = new Date().toISOString();
    store.dispatch(served(readAt));
    await store.dispatch(fetchGroups());
    expect(reads.readGroups).not.toHaveBeenCalled();
    expect(selectGroups(store.getState())).toMatchObject({
      status: 'succeeded',
      data: [group('g1')],
      loadedAt: readAt,
    });
  });

  it('reads the groups live once the served copy has aged', async () => {
    vi.mocked(reads.readGroups).mockResolvedValue([group('g2')]);
    const store = makeStore();
    store.dispatch(served(new Date(Date.now() - 120_000).toISOString()));
    await store.dispatch(fetchGroups());
    expect(reads.readGroups).toHaveBeenCalledOnce();
    expect(selectGroups(store.getState())?.data).toEqual([group('g2')]);
  });
});
