import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  readOrReject,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { AuditRecord } from '../../../utils/records';
import { type QueueCounts, readQueueCounts, readRecentAudit } from './dashboard-reads';

/** The counts and the recent audit entries are one entry each, kept under this key. */
const ALL = 'all';

export interface DashboardState {
  counts: RemoteMap<QueueCounts>;
  recentAudit: RemoteMap<AuditRecord[]>;
}

const initialState: DashboardState = { counts: {}, recentAudit: {} };

/** Counts are cheap aggregations: read again on every visit (not while one is running). */
export const fetchQueueCounts = createAppAsyncThunk<QueueCounts, void, ReadRejection>(
  'dashboard/fetchCounts',
  (_, { rejectWithValue }) => readOrReject(() => readQueueCounts(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectQueueCounts(getState())) },
);

export const fetchRecentAudit = createAppAsyncThunk<AuditRecord[], void, ReadRejection>(
  'dashboard/fetchRecentAudit',
  (_, { rejectWithValue }) => readOrReject(() => readRecentAudit(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectRecentAudit(getState())) },
);

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchQueueCounts, (state) => state.counts, ALL);
    addRemoteCases(builder, fetchRecentAudit, (state) => state.recentAudit, ALL);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const injected = dashboardSlice.injectInto(rootReducer);

export function selectQueueCounts(state: RootState): Remote<QueueCounts> {
  return entryOf(injected.selectSlice(state).counts, ALL);
}

export function selectRecentAudit(state: RootState): Remote<AuditRecord[]> {
  return entryOf(injected.selectSlice(state).recentAudit, ALL);
}
