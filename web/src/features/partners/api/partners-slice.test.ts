import { makeStore } from '@fundax/client';
import type { PublicVenue } from '@fundax/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PublicProfile } from '../../../utils/public-profile';
import {
  fetchDirectory,
  fetchFunders,
  fetchPartners,
  selectDirectory,
  selectFunders,
  selectPartnerEntry,
  selectPartnerList,
} from './partners-slice';
import type * as ReadPartners from './read-partners';
import * as reads from './read-partners';
import { rankFunders } from './read-partners';

vi.mock('./read-partners', async (original) => ({
  ...(await original<typeof ReadPartners>()),
  readPartner: vi.fn(),
  readPartnerVenues: vi.fn(),
  readPartners: vi.fn(),
  readFunders: vi.fn(),
  readVenues: vi.fn(),
}));

const partner = (id: string, organizationName: string | null, displayName = id): PublicProfile => ({
  id,
  role: 'partner',
  displayName,
  organizationName,
  bio: '',
  city: 'Albuquerque',
  website: null,
  imageUrl: null,
  categories: [],
  fundraiser: null,
});

beforeEach(() => vi.resetAllMocks());

describe('funders ranking', () => {
  it('keeps partners that raised money, most first, ties by business name', () => {
    const ranked = rankFunders([
      { partner: partner('a', 'Zia Tacos'), raisedCents: 50_000, events: 2 },
      { partner: partner('b', null, 'Ana Ortiz'), raisedCents: 0, events: 1 },
      { partner: partner('c', 'Nob Hill Taproom'), raisedCents: 90_000, events: 3 },
      { partner: partner('d', 'Alameda Books'), raisedCents: 50_000, events: 1 },
    ]);
    expect(ranked.map((funder) => funder.partner.id)).toEqual(['c', 'd', 'a']);
  });
});

describe('partners slice', () => {
  it('fills each partner page from the list, so it opens at once', async () => {
    vi.mocked(reads.readPartners).mockResolvedValue([partner('p1', 'Saigon Sunrise')]);
    const store = makeStore();
    await store.dispatch(fetchPartners());
    expect(selectPartnerList(store.getState())?.data).toHaveLength(1);
    expect(selectPartnerEntry(store.getState(), 'p1')?.data?.organizationName).toBe(
      'Saigon Sunrise',
    );
  });

  it('keeps the directory per category', async () => {
    const bakery = { id: 'v1', category: 'bakery' } as PublicVenue;
    vi.mocked(reads.readVenues).mockImplementation((category) =>
      Promise.resolve(category === 'bakery' ? [bakery] : []),
    );
    const store = makeStore();
    await store.dispatch(fetchDirectory('bakery'));
    await store.dispatch(fetchDirectory(null));
    expect(selectDirectory(store.getState(), 'bakery')?.data).toEqual([bakery]);
    expect(selectDirectory(store.getState(), null)?.data).toEqual([]);
    expect(reads.readVenues).toHaveBeenCalledWith(null);
  });

  it('keeps a failed funders read as { code, message }', async () => {
    vi.mocked(reads.readFunders).mockRejectedValue(
      Object.assign(new Error('Quota exceeded.'), { code: 'resource-exhausted' }),
    );
    const store = makeStore();
    const action = await store.dispatch(fetchFunders());
    expect(action.payload).toEqual({ code: 'resource-exhausted', message: 'Quota exceeded.' });
    expect(selectFunders(store.getState())?.status).toBe('failed');
  });
});
