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
import type { GroupView, ServedBusinesses } from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import { servedCopyStands, servedEntry } from '../../../utils/served-copy';
import type * as ReadGroups from './read-groups';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadGroups>(() => import('./read-groups'));

const ALL = 'all';

export interface NetworkingState {
  /** The group directory, under ALL. */
  groups: RemoteMap<GroupView[]>;
  /** When the function read the groups /businesses was served with (their `loadedAt` then). */
  servedAt: string | null;
}

const initialState: NetworkingState = { groups: {}, servedAt: null };

export const fetchGroups = createAppAsyncThunk<GroupView[], void, ReadRejection>(
  'networking/fetchGroups',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readGroups(), rejectWithValue),
  {
    condition: (_, { getState }) =>
      shouldLoad(selectGroups(getState())) &&
      !servedCopyStands(selectGroups(getState()), selectGroupsServedAt(getState()) ?? undefined),
  },
);

export const networkingSlice = createSlice({
  name: 'networking',
  initialState,
  reducers: {
    /**
     * The groups /businesses was served with (takeServedData), as a read that answered when the
     * function read them. A list a read already filled is left as it is.
     */
    groupsServed(state, { payload }: PayloadAction<ServedBusinesses>) {
      if (state.groups[ALL]) return;
      state.groups[ALL] = servedEntry(payload.groups, payload.readAt);
      state.servedAt = payload.readAt;
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchGroups, (state) => state.groups, ALL);
  },
  selectors: {
    selectGroups: (state): Remote<GroupView[]> | undefined => state.groups[ALL],
    selectGroupsServedAt: (state): string | null => state.servedAt,
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof networkingSlice> {}
}

const injected = networkingSlice.injectInto(rootReducer);

export const { selectGroups, selectGroupsServedAt } = injected.selectors;

export const { groupsServed } = networkingSlice.actions;
