import { makeStore } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PublicProfile } from '@fundax/core';
import { fetchFundaxers, selectFundaxerEntry, selectFundaxerList } from './fundraisers-slice';
import * as reads from './read-fundaxers';

vi.mock('./read-fundaxers', () => ({ readFundaxer: vi.fn(), readFundaxers: vi.fn() }));

const dana: PublicProfile = {
  id: 'demo-fundaxer',
  role: 'fundaxer',
  displayName: 'Dana Yazzie',
  organizationName: 'Monte Vista Elementary PTA',
  bio: '',
  city: 'Albuquerque',
  website: null,
  imageUrl: null,
  categories: [],
  fundraiser: {
    title: 'New library books',
    story: 'Our library has not had a full refresh in eight years.',
    category: 'schools',
    goalCents: 600_000,
    raisedCents: 61_250,
  },
};

beforeEach(() => vi.resetAllMocks());

describe('fundraisers slice', () => {
  it('keeps one listing per cause, and all causes under their own key', async () => {
    vi.mocked(reads.readFundaxers).mockImplementation((category) =>
      Promise.resolve(category === 'animals' ? [] : [dana]),
    );
    const store = makeStore();
    await store.dispatch(fetchFundaxers(null));
    await store.dispatch(fetchFundaxers('animals'));
    expect(reads.readFundaxers).toHaveBeenNthCalledWith(1, null);
    expect(reads.readFundaxers).toHaveBeenNthCalledWith(2, 'animals');
    expect(selectFundaxerList(store.getState(), null)?.data).toEqual([dana]);
    expect(selectFundaxerList(store.getState(), 'animals')?.data).toEqual([]);
    expect(selectFundaxerEntry(store.getState(), dana.id)?.data).toEqual(dana);
  });
});
