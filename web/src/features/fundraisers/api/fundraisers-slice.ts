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
} from '@fundax/client';
import type { CauseCategory, PublicProfile } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type * as ReadFundaxers from './read-fundaxers';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadFundaxers>(() => import('./read-fundaxers'));

export interface FundraisersState {
  /** Listed fundaxers by uid; data null = no listed fundaxer with that id. */
  byId: RemoteMap<PublicProfile | null>;
  /** The listing, by cause ('all' for every cause). */
  lists: RemoteMap<PublicProfile[]>;
}

const initialState: FundraisersState = { byId: {}, lists: {} };

/** The key of a listing: one cause, or all of them. */
export const listKey = (category: CauseCategory | null) => category ?? 'all';

export const fetchFundaxer = createAppAsyncThunk<PublicProfile | null, string, ReadRejection>(
  'fundraisers/fetchFundaxer',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readFundaxer(uid), rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectFundaxerEntry(getState(), uid)) },
);

export const fetchFundaxers = createAppAsyncThunk<
  PublicProfile[],
  CauseCategory | null,
  ReadRejection
>(
  'fundraisers/fetchFundaxers',
  (category, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readFundaxers(category), rejectWithValue),
  { condition: (category, { getState }) => shouldLoad(selectFundaxerList(getState(), category)) },
);

export const fundraisersSlice = createSlice({
  name: 'fundraisers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchFundaxer, (state) => state.byId);
    // A fundaxer seen in the listing opens at once on their own page.
    addRemoteCases(builder, fetchFundaxers, (state) => state.lists, listKey, {
      itemsById: (state) => state.byId,
    });
  },
  selectors: {
    selectFundaxerEntry: (state, uid: string): Remote<PublicProfile | null> | undefined =>
      state.byId[uid],
    selectFundaxerList: (
      state,
      category: CauseCategory | null,
    ): Remote<PublicProfile[]> | undefined => state.lists[listKey(category)],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof fundraisersSlice> {}
}

const injected = fundraisersSlice.injectInto(rootReducer);

export const { selectFundaxerEntry, selectFundaxerList } = injected.selectors;
