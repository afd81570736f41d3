import { makeStore } from '@fundax/client';
import type { PublicVenue, PublicProfile } from '@fundax/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  directoryServed,
  fetchDirectory,
  fetchFunders,
  fetchPartners,
  partnersServed,
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

describe('partners slice, served with the page', () => {
  const readAt = (ageMs: number) => new Date(Date.now() - ageMs).toISOString();
  const venue = { id: 'v1', category: 'bakery' } as PublicVenue;

  it('takes a fresh served list as its read: each partner opens at once, and nothing is read', async () => {
    const store = makeStore();
    const at = readAt(1_000);
    store.dispatch(
      partnersServed({ kind: 'partners', partners: [partner('p1', 'Saigon Sunrise')], readAt: at }),
    );
    await store.dispatch(fetchPartners());
    expect(reads.readPartners).not.toHaveBeenCalled();
    expect(selectPartnerList(store.getState())).toMatchObject({
      status: 'succeeded',
      loadedAt: at,
    });
    expect(selectPartnerEntry(store.getState(), 'p1')?.data?.organizationName).toBe(
      'Saigon Sunrise',
    );
  });

  it('shows an aged served list while it reads it live', async () => {
    vi.mocked(reads.readPartners).mockResolvedValue([partner('p2', 'Zia Tacos')]);
    const store = makeStore();
    store.dispatch(
      partnersServed({
        kind: 'partners',
        partners: [partner('p1', 'Saigon Sunrise')],
        readAt: readAt(120_000),
      }),
    );
    const reading = store.dispatch(fetchPartners());
    expect(selectPartnerList(store.getState())).toMatchObject({ status: 'loading' });
    expect(selectPartnerList(store.getState())?.data?.[0]?.id).toBe('p1');
    await reading;
    expect(selectPartnerList(store.getState())?.data?.[0]?.id).toBe('p2');
  });

  it('leaves a list a read already filled, and reads it again as every visit does', async () => {
    vi.mocked(reads.readPartners).mockResolvedValue([partner('p2', 'Zia Tacos')]);
    const store = makeStore();
    await store.dispatch(fetchPartners());
    store.dispatch(
      partnersServed({
        kind: 'partners',
        partners: [partner('p1', 'Saigon Sunrise')],
        readAt: readAt(0),
      }),
    );
    expect(selectPartnerList(store.getState())?.data?.[0]?.id).toBe('p2');
    await store.dispatch(fetchPartners());
    expect(reads.readPartners).toHaveBeenCalledTimes(2);
  });

  it('keeps a served directory under its category only', async () => {
    vi.mocked(reads.readVenues).mockResolvedValue([]);
    const store = makeStore();
    store.dispatch(
      directoryServed({
        kind: 'businesses',
        category: 'bakery',
        venues: [venue],
        groups: [],
        readAt: readAt(1_000),
      }),
    );
    await store.dispatch(fetchDirectory('bakery'));
    await store.dispatch(fetchDirectory(null));
    expect(selectDirectory(store.getState(), 'bakery')?.data).toEqual([venue]);
    expect(reads.readVenues).toHaveBeenCalledTimes(1);
    expect(reads.readVenues).toHaveBeenCalledWith(null);
  });
});
