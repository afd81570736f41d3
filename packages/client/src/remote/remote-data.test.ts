import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  NOT_LOADED,
  type ReadRejection,
  type RemoteMap,
  addRemoteCases,
  entryOf,
  readOrReject,
  rejectionError,
  remote,
  shouldLoad,
} from './remote-data';

interface Item {
  id: string;
  name: string;
}

interface ItemsState {
  byId: RemoteMap<Item | null>;
  lists: RemoteMap<Item[]>;
}

const initialState: ItemsState = { byId: {}, lists: {} };

const fetchItem = createAsyncThunk<Item | null, string, ReadRejection>('t/fetchItem', () => null);
const fetchAll = createAsyncThunk<Item[], void, ReadRejection>('t/fetchAll', () => []);
const fetchPage = createAsyncThunk<Item[], number, ReadRejection>('t/fetchPage', () => []);

const items = createSlice({
  name: 't',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchItem, (state) => state.byId);
    addRemoteCases(
      builder,
      fetchPage,
      (state) => state.lists,
      (page) => `page:${page}`,
    );
    addRemoteCases(builder, fetchAll, (state) => state.lists, 'all', {
      itemsById: (state) => state.byId,
    });
  },
});

/** The clock of each test: reads answer at T1, then at T2 once the test moves it on. */
const T1 = '2026-12-01T17:00:00.000Z';
const T2 = '2026-12-01T17:05:00.000Z';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(T1));
});
afterEach(() => vi.useRealTimers());

describe('remote data', () => {
  it('keeps the last data and its read time while a read reloads, and replaces both when it lands', () => {
    const map: RemoteMap<string[]> = {};
    remote.pending(map, 'all');
    expect(map.all).toEqual({ status: 'loading', data: null, error: null });
    remote.fulfilled(map, 'all', ['a']);
    expect(map.all).toEqual({ status: 'succeeded', data: ['a'], error: null, loadedAt: T1 });
    vi.setSystemTime(new Date(T2));
    remote.pending(map, 'all');
    expect(map.all).toEqual({ status: 'loading', data: ['a'], error: null, loadedAt: T1 });
    remote.fulfilled(map, 'all', ['a', 'b']);
    expect(map.all).toEqual({ status: 'succeeded', data: ['a', 'b'], error: null, loadedAt: T2 });
  });

  it('keeps the whole error of a failed read, and the data it had with its read time', () => {
    const map: RemoteMap<number> = {
      n: { status: 'succeeded', data: 1, error: null, loadedAt: T1 },
    };
    remote.rejected(map, 'n', { code: 'unavailable', message: 'offline', details: { x: 1 } }, {});
    expect(map.n).toEqual({
      status: 'failed',
      data: 1,
      error: { code: 'unavailable', message: 'offline', details: { x: 1 } },
      loadedAt: T1,
    });
    remote.rejected(map, 'm', undefined, { message: 'bug' });
    expect(map.m?.error).toEqual({ code: 'internal', message: 'bug' });
  });

  it('registers a read keyed by its argument: old data while loading, new data when it lands', () => {
    const a = { id: 'a', name: 'A' };
    let state = items.reducer(undefined, fetchItem.fulfilled(a, 'r1', 'a'));
    expect(state.byId.a).toEqual({ status: 'succeeded', data: a, error: null, loadedAt: T1 });
    state = items.reducer(state, fetchItem.pending('r2', 'a'));
    expect(state.byId.a).toEqual({ status: 'loading', data: a, error: null, loadedAt: T1 });
    vi.setSystemTime(new Date(T2));
    state = items.reducer(state, fetchItem.fulfilled(null, 'r2', 'a'));
    expect(state.byId.a).toEqual({ status: 'succeeded', data: null, error: null, loadedAt: T2 });
  });

  it('keeps the CallError of the thunk when a registered read fails, or an internal one without it', () => {
    const a = { id: 'a', name: 'A' };
    let state = items.reducer(undefined, fetchItem.fulfilled(a, 'r1', 'a'));
    const offline = { code: 'unavailable', message: 'offline' } as const;
    state = items.reducer(state, fetchItem.rejected(null, 'r2', 'a', offline));
    expect(state.byId.a).toEqual({ status: 'failed', data: a, error: offline, loadedAt: T1 });
    state = items.reducer(state, fetchItem.rejected(new Error('bug'), 'r3', 'b'));
    expect(state.byId.b).toEqual({
      status: 'failed',
      data: null,
      error: { code: 'internal', message: 'bug' },
    });
  });

  it('keys a registered read by a fixed key or a function of its argument, and runs its extra step', () => {
    const a = { id: 'a', name: 'A' };
    let state = items.reducer(undefined, fetchPage.pending('r1', 2));
    expect(state.lists['page:2']).toEqual({ status: 'loading', data: null, error: null });
    state = items.reducer(state, fetchAll.pending('r2'));
    expect(state.lists.all?.status).toBe('loading');
    expect(state.byId).toEqual({});
    const b = { id: 'b', name: 'B' };
    state = items.reducer(state, fetchItem.pending('r3', 'b'));
    state = items.reducer(state, fetchAll.fulfilled([a, b], 'r2'));
    // The list and the items it brought were read at the same time.
    expect(state.lists.all).toEqual({
      status: 'succeeded',
      data: [a, b],
      error: null,
      loadedAt: T1,
    });
    expect(state.byId.a).toEqual({ status: 'succeeded', data: a, error: null, loadedAt: T1 });
    // A page whose own read is running is left to that read.
    expect(state.byId.b).toEqual({ status: 'loading', data: null, error: null });
  });

  it('types the map and the key of a registered read strictly', () => {
    interface Typed {
      byId: RemoteMap<Item | null>;
      counts: RemoteMap<number>;
    }
    const typed: Typed = { byId: {}, counts: {} };
    createSlice({
      name: 'typed',
      initialState: typed,
      reducers: {},
      extraReducers: (builder) => {
        // @ts-expect-error -- a read of items cannot fill a map of numbers
        addRemoteCases(builder, fetchItem, (state) => state.counts);
        // @ts-expect-error -- a read without a string argument needs a key
        addRemoteCases(builder, fetchAll, (state) => state.byId);
        addRemoteCases(builder, fetchItem, (state) => state.byId, 'x', {
          // @ts-expect-error -- only a list read stores its items by id
          itemsById: (state) => state.byId,
        });
      },
    });
  });

  it('starts a read unless one is running', () => {
    expect(shouldLoad(undefined)).toBe(true);
    expect(shouldLoad({ status: 'failed', data: null, error: null })).toBe(true);
    expect(shouldLoad({ status: 'succeeded', data: 1, error: null })).toBe(true);
    expect(shouldLoad({ status: 'loading', data: null, error: null })).toBe(false);
  });

  it('turns any failure of a read into a CallError', async () => {
    const rejectWithValue = (error: unknown) => ({ rejected: error });
    await expect(readOrReject(() => Promise.resolve(3), rejectWithValue)).resolves.toBe(3);
    await expect(
      readOrReject(
        () =>
          Promise.reject(
            Object.assign(new Error('Missing or insufficient permissions.'), {
              code: 'permission-denied',
            }),
          ),
        rejectWithValue,
      ),
    ).rejects.toEqual({
      rejected: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    await expect(
      readOrReject(() => Promise.reject(new TypeError('Failed to fetch')), rejectWithValue),
    ).rejects.toEqual({ rejected: { code: 'unavailable', message: 'Failed to fetch' } });
  });

  it('marks an entry stale, keeping its data, but never one that is loading or absent', () => {
    const map: RemoteMap<string> = {
      read: { status: 'succeeded', data: 'a', error: null, loadedAt: T1 },
      running: { status: 'loading', data: null, error: null },
    };
    remote.stale(map, 'read');
    remote.stale(map, 'running');
    remote.stale(map, 'never');
    expect(map).toEqual({
      read: { status: 'idle', data: 'a', error: null, loadedAt: T1 },
      running: { status: 'loading', data: null, error: null },
    });
    expect(shouldLoad(map.read)).toBe(true);
  });

  it('gives selectors an idle entry for a key never read', () => {
    const map: RemoteMap<number> = { n: { status: 'succeeded', data: 1, error: null } };
    expect(entryOf(map, 'n')).toBe(map.n);
    expect(entryOf(map, 'm')).toEqual({ status: 'idle', data: null, error: null });
    expect(entryOf(map, 'm')).toBe(NOT_LOADED);
    expect(Object.isFrozen(NOT_LOADED)).toBe(true);
  });

  it('keeps a rejected read’s CallError, or makes an internal one from what was thrown', () => {
    const offline = { code: 'unavailable', message: 'offline' } as const;
    expect(rejectionError(offline, { message: 'ignored' })).toBe(offline);
    expect(rejectionError(undefined, { message: 'bug' })).toEqual({
      code: 'internal',
      message: 'bug',
    });
    expect(rejectionError(undefined, {})).toEqual({ code: 'internal', message: 'Unknown error.' });
  });
});
