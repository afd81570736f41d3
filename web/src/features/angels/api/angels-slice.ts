import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  readsModule,
  createAppAsyncThunk,
  readOrReject,
  rootReducer,
  shouldLoad,
  signedOut,
} from '@fundax/client';
import type { NetworkCategory, PublicProfile } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { CategoryCounts, DuesView } from './read-angels';
import type * as ReadAngels from './read-angels';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadAngels>(() => import('./read-angels'));

const ALL = 'all';

export interface AngelsState {
  /** Listed angels by uid; data null = no listed angel with that id. */
  byId: RemoteMap<PublicProfile | null>;
  /** Category counts, under ALL. */
  counts: RemoteMap<CategoryCounts>;
  byCategory: RemoteMap<PublicProfile[]>;
  /** The signed-in angel's own applications by id (private: dropped on sign-out). */
  dues: RemoteMap<DuesView | null>;
}

const initialState: AngelsState = { byId: {}, counts: {}, byCategory: {}, dues: {} };

export const fetchAngel = createAppAsyncThunk<PublicProfile | null, string, ReadRejection>(
  'angels/fetchAngel',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readAngel(uid), rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectAngelEntry(getState(), uid)) },
);

export const fetchCategoryCounts = createAppAsyncThunk<CategoryCounts, void, ReadRejection>(
  'angels/fetchCategoryCounts',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readCategoryCounts(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectCategoryCounts(getState())) },
);

export const fetchAngelsInCategory = createAppAsyncThunk<
  PublicProfile[],
  NetworkCategory,
  ReadRejection
>(
  'angels/fetchAngelsInCategory',
  (category, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readAngelsInCategory(category), rejectWithValue),
  {
    condition: (category, { getState }) => shouldLoad(selectAngelsInCategory(getState(), category)),
  },
);

export const fetchDues = createAppAsyncThunk<DuesView | null, string, ReadRejection>(
  'angels/fetchDues',
  (id, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readDues(id), rejectWithValue),
  { condition: (id, { getState }) => shouldLoad(selectDuesEntry(getState(), id)) },
);

export const angelsSlice = createSlice({
  name: 'angels',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchAngel, (state) => state.byId);
    addRemoteCases(builder, fetchCategoryCounts, (state) => state.counts, ALL);
    addRemoteCases(builder, fetchAngelsInCategory, (state) => state.byCategory);
    addRemoteCases(builder, fetchDues, (state) => state.dues);
    // Someone else may sign in on this browser next: their dues page must start empty.
    builder.addCase(signedOut, (state) => {
      state.dues = {};
    });
  },
  selectors: {
    selectAngelEntry: (state, uid: string): Remote<PublicProfile | null> | undefined =>
      state.byId[uid],
    selectCategoryCounts: (state): Remote<CategoryCounts> | undefined => state.counts[ALL],
    selectAngelsInCategory: (
      state,
      category: NetworkCategory,
    ): Remote<PublicProfile[]> | undefined => state.byCategory[category],
    selectDuesEntry: (state, id: string): Remote<DuesView | null> | undefined => state.dues[id],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof angelsSlice> {}
}

const injected = angelsSlice.injectInto(rootReducer);

export const { selectAngelEntry, selectCategoryCounts, selectAngelsInCategory, selectDuesEntry } =
  injected.selectors;
