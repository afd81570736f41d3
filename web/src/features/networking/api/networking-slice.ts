import { createAppAsyncThunk, rootReducer } from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  readOrReject,
  remote,
  shouldLoad,
} from '../../../utils/remote-data';
import { type GroupView, readGroups } from './read-groups';

const ALL = 'all';

export interface NetworkingState {
  /** The group directory, under ALL. */
  groups: RemoteMap<GroupView[]>;
}

const initialState: NetworkingState = { groups: {} };

export const fetchGroups = createAppAsyncThunk<GroupView[], void, ReadRejection>(
  'networking/fetchGroups',
  (_, { rejectWithValue }) => readOrReject(readGroups, rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectGroups(getState())) },
);

export const networkingSlice = createSlice({
  name: 'networking',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchGroups.pending, (state) => remote.pending(state.groups, ALL))
      .addCase(fetchGroups.fulfilled, (state, { payload }) =>
        remote.fulfilled(state.groups, ALL, payload),
      )
      .addCase(fetchGroups.rejected, (state, { payload, error }) =>
        remote.rejected(state.groups, ALL, payload, error),
      );
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
