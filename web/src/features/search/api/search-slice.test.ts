import { CallFailure, makeStore } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSearchResults, selectSearchResults } from './search-slice';

const calls = vi.hoisted(() => ({ searchListings: vi.fn() }));

// The module boundary: the search reaches the backend only through callable().
// searchListings is public: it goes by name, without its schemas (publicCallable).
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
  publicCallable: (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input),
}));

const venue = {
  kind: 'venue' as const,
  id: 'v-panaderia-pena-barelas',
  title: 'Panadería Peña – Barelas',
  subtitle: '1021 4th St SW, Albuquerque, NM 87102',
  partnerId: 'seed-partner-ortiz',
  score: 9.1,
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('search slice', () => {
  it('asks every kind when none is named, and keeps the results by search', async () => {
    calls.searchListings.mockResolvedValue({ items: [venue] });
    const store = makeStore();
    await store.dispatch(fetchSearchResults({ query: 'pena', kinds: [] }));
    expect(calls.searchListings).toHaveBeenCalledWith({ query: 'pena' });
    expect(selectSearchResults(store.getState(), { query: 'pena', kinds: [] })).toEqual({
      status: 'succeeded',
      data: [venue],
      error: null,
      loadedAt: expect.any(String) as unknown,
    });
    expect(selectSearchResults(store.getState(), { query: 'pena', kinds: ['venue'] })).toBe(
      undefined,
    );
  });

  it('names the kinds when narrowed', async () => {
    calls.searchListings.mockResolvedValue({ items: [] });
    const store = makeStore();
    await store.dispatch(fetchSearchResults({ query: 'pena', kinds: ['venue'] }));
    expect(calls.searchListings).toHaveBeenCalledWith({ query: 'pena', kinds: ['venue'] });
  });

  it('keeps the whole error of a failed search', async () => {
    const error = { code: 'resource-exhausted' as const, message: 'Too many searches.' };
    calls.searchListings.mockRejectedValue(new CallFailure(error));
    const store = makeStore();
    await store.dispatch(fetchSearchResults({ query: 'pena', kinds: [] }));
    expect(selectSearchResults(store.getState(), { query: 'pena', kinds: [] })).toEqual({
      status: 'failed',
      data: null,
      error,
    });
  });

  it('does not ask again while the same search runs', async () => {
    calls.searchListings.mockResolvedValue({ items: [] });
    const store = makeStore();
    const first = store.dispatch(fetchSearchResults({ query: 'pena', kinds: [] }));
    await store.dispatch(fetchSearchResults({ query: 'pena', kinds: [] }));
    await first;
    expect(calls.searchListings).toHaveBeenCalledOnce();
  });
});
