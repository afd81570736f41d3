import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  readOrReject,
  readsModule,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { AuditRecord } from '../../../utils/records';
import type * as DashboardReads from './dashboard-reads';
import type { QueueCounts } from './dashboard-reads';

/** The counts and the recent audit entries are one entry each, kept under this key. */
const ALL = 'all';

/** How many of the latest audit entries the dashboard shows. */
export const RECENT_AUDIT_SIZE = 10;

// The reads, and Firestore with them, load when the first one runs: the dashboard shows its
// frame (title, tiles, table headings) before they arrive.
const reading = readsModule<typeof DashboardReads>(() => import('./dashboard-reads'));

export interface DashboardState {
  counts: RemoteMap<QueueCounts>;
  recentAudit: RemoteMap<AuditRecord[]>;
}

const initialState: DashboardState = { counts: {}, recentAudit: {} };

/** Counts are cheap aggregations: read again on every visit (not while one is running). */
export const fetchQueueCounts = createAppAsyncThunk<QueueCounts, void, ReadRejection>(
  'dashboard/fetchCounts',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readQueueCounts(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectQueueCounts(getState())) },
);

export const fetchRecentAudit = createAppAsyncThunk<AuditRecord[], void, ReadRejection>(
  'dashboard/fetchRecentAudit',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readRecentAudit(RECENT_AUDIT_SIZE), rejectWithValue),
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
