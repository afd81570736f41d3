import { cancelEventThunk, makeStore, setAdminThunk } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { RecordsPage } from './record-reads';
import type { RecordDetail, RecordListQuery } from './record-types';
import {
  fetchRecord,
  fetchRecordsPage,
  runSearch,
  selectRecordDetail,
  selectRecordList,
  selectSearch,
} from './records-slice';

const reads = vi.hoisted(() => ({
  readRecordsPage: vi.fn<(list: unknown, after: string | null) => Promise<RecordsPage>>(),
  readRecord: vi.fn<(id: string, kind: unknown) => Promise<RecordDetail[]>>(),
}));
const calls = vi.hoisted(() => ({ searchRecords: vi.fn() }));
vi.mock(import('./record-reads'), async (original) => ({
  ...(await original()),
  readRecordsPage: reads.readRecordsPage,
  readRecord: reads.readRecord,
}));
// The search reaches the backend only through callable().
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));

const venues: RecordListQuery = { kind: 'venue', status: 'pending' };
const item = (id: string) => ({ kind: 'venue', data: { id } }) as RecordsPage['items'][number];
const ids = (store: ReturnType<typeof makeStore>) =>
  selectRecordList(store.getState(), venues)?.items.map((entry) => entry.data.id);

beforeEach(() => {
  for (const read of Object.values(reads)) read.mockReset();
  calls.searchRecords.mockReset();
});

describe('records lists are read a page at a time', () => {
  it('reads the first page, then the next one after the last id read', async () => {
    const store = makeStore();
    reads.readRecordsPage.mockResolvedValueOnce({
      items: [item('v1'), item('v2')],
      nextCursor: 'v2',
    });
    reads.readRecordsPage.mockResolvedValueOnce({ items: [item('v3')], nextCursor: null });
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    await store.dispatch(fetchRecordsPage({ list: venues, more: true }));
    expect(reads.readRecordsPage.mock.calls.map(([, after]) => after)).toEqual([null, 'v2']);
    expect(ids(store)).toEqual(['v1', 'v2', 'v3']);
    expect(selectRecordList(store.getState(), venues)?.nextCursor).toBeNull();
  });

  it('asks for no further page once the list is complete', async () => {
    const store = makeStore();
    reads.readRecordsPage.mockResolvedValueOnce({ items: [item('v1')], nextCursor: null });
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    const more = await store.dispatch(fetchRecordsPage({ list: venues, more: true }));
    expect(more.meta).toMatchObject({ condition: true });
    expect(reads.readRecordsPage).toHaveBeenCalledOnce();
  });

  it('starts again from the first page on a new visit', async () => {
    const store = makeStore();
    reads.readRecordsPage.mockResolvedValueOnce({ items: [item('v1')], nextCursor: 'v1' });
    reads.readRecordsPage.mockResolvedValueOnce({
      items: [item('v0'), item('v1')],
      nextCursor: 'v1',
    });
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    expect(ids(store)).toEqual(['v0', 'v1']);
  });

  it('keeps the pages read so far and the whole error when a page fails', async () => {
    const store = makeStore();
    reads.readRecordsPage.mockResolvedValueOnce({ items: [item('v1')], nextCursor: 'v1' });
    reads.readRecordsPage.mockRejectedValueOnce(
      Object.assign(new Error('The query requires an index.'), { code: 'failed-precondition' }),
    );
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    const failed = await store.dispatch(fetchRecordsPage({ list: venues, more: true }));
    expect(failed.payload).toEqual({
      code: 'failed-precondition',
      message: 'The query requires an index.',
    });
    expect(selectRecordList(store.getState(), venues)).toMatchObject({
      status: 'failed',
      items: [item('v1')],
      nextCursor: 'v1',
    });
  });
});

describe('the admin search', () => {
  const hidden = {
    kind: 'event' as const,
    id: 'e-garden-hops',
    title: 'Garden Hops Night',
    subtitle: 'Nob Hill Taproom',
    score: 12.5,
    state: 'pending' as const,
  };

  it('asks searchRecords for the best 50 of every kind, or of the kind chosen', async () => {
    const store = makeStore();
    calls.searchRecords.mockResolvedValue({ items: [hidden] });
    await store.dispatch(runSearch({ term: 'gardn hops', kind: null }));
    await store.dispatch(runSearch({ term: 'gardn hops', kind: 'venue' }));
    expect(calls.searchRecords.mock.calls).toEqual([
      [{ query: 'gardn hops', limit: 50 }],
      [{ query: 'gardn hops', limit: 50, kinds: ['venue'] }],
    ]);
    expect(selectSearch(store.getState(), { term: 'gardn hops', kind: null })?.data).toEqual([
      hidden,
    ]);
  });

  it('keeps the whole error of a refused search', async () => {
    const store = makeStore();
    const { CallFailure } = await import('@fundax/client');
    const error = { code: 'permission-denied' as const, message: 'Admins only.' };
    calls.searchRecords.mockRejectedValue(new CallFailure(error));
    await store.dispatch(runSearch({ term: 'hops', kind: null }));
    expect(selectSearch(store.getState(), { term: 'hops', kind: null })).toMatchObject({
      status: 'failed',
      error,
    });
  });
});

describe('a record and the changes made to it', () => {
  const detail = { kind: 'event', data: { id: 'e1' }, history: [] } as unknown as RecordDetail;

  it('is read again after an admin action on it, and lists and searches start afresh', async () => {
    const store = makeStore();
    reads.readRecord.mockResolvedValue([detail]);
    reads.readRecordsPage.mockResolvedValue({ items: [item('v1')], nextCursor: null });
    calls.searchRecords.mockResolvedValue({ items: [] });
    await store.dispatch(fetchRecord({ id: 'e1', kind: 'event' }));
    await store.dispatch(fetchRecordsPage({ list: venues, more: false }));
    await store.dispatch(runSearch({ term: 'Garden', kind: null }));
    store.dispatch(cancelEventThunk.fulfilled({ id: 'e1' }, 'r', { id: 'e1', reason: 'Flooded.' }));
    const state = store.getState();
    expect(selectRecordDetail(state, 'e1', 'event')?.status).toBe('idle');
    expect(selectRecordList(state, venues)).toBeUndefined();
    expect(selectSearch(state, { term: 'Garden', kind: null })).toBeUndefined();
  });

  it('follows a user’s admin change by uid', async () => {
    const store = makeStore();
    reads.readRecord.mockResolvedValue([
      { ...detail, kind: 'profile', data: { id: 'u7' } } as never,
    ]);
    await store.dispatch(fetchRecord({ id: 'u7', kind: null }));
    store.dispatch(
      setAdminThunk.fulfilled({ uid: 'u7', admin: true }, 'r', { uid: 'u7', admin: true }),
    );
    expect(selectRecordDetail(store.getState(), 'u7', null)?.status).toBe('idle');
  });

  it('keeps the whole error of a failed read', async () => {
    const store = makeStore();
    reads.readRecord.mockRejectedValue(new TypeError('Failed to fetch'));
    const action = await store.dispatch(fetchRecord({ id: 'e1', kind: null }));
    expect(action.payload).toEqual({ code: 'unavailable', message: 'Failed to fetch' });
    expect(selectRecordDetail(store.getState(), 'e1', null)?.error?.code).toBe('unavailable');
  });
});
