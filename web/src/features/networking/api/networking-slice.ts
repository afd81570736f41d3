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
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { GroupView } from './read-groups';
import type * as ReadGroups from './read-groups';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadGroups>(() => import('./read-groups'));

const ALL = 'all';

export interface NetworkingState {
  /** The group directory, under ALL. */
  groups: RemoteMap<GroupView[]>;
}

const initialState: NetworkingState = { groups: {} };

export const fetchGroups = createAppAsyncThunk<GroupView[], void, ReadRejection>(
  'networking/fetchGroups',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readGroups(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectGroups(getState())) },
);

export const networkingSlice = createSlice({
  name: 'networking',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchGroups, (state) => state.groups, ALL);
  },
  selectors: {
    selectGroups: (state): Remote<GroupView[]> | undefined => state.groups[ALL],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof networkingSlice> {}
}

const injected = networkingSlice.injectInto(rootReducer);

export const { selectGroups } = injected.selectors;
