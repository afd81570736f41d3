import { type RootState, createAppAsyncThunk, rootReducer } from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { AuditRecord } from '../../../utils/records';
import { type ReadRejection, type Remote, idle, readOrReject, remote } from '../../../utils/remote';
import { type QueueCounts, readQueueCounts, readRecentAudit } from './dashboard-reads';

export interface DashboardState {
  counts: Remote<QueueCounts>;
  recentAudit: Remote<AuditRecord[]>;
}

const initialState: DashboardState = { counts: idle(), recentAudit: idle() };

/** Counts are cheap aggregations: read again on every visit (not while one is running). */
export const fetchQueueCounts = createAppAsyncThunk<QueueCounts, void, ReadRejection>(
  'dashboard/fetchCounts',
  (_, { rejectWithValue }) => readOrReject(() => readQueueCounts(), rejectWithValue),
  { condition: (_, { getState }) => selectDashboard(getState()).counts.status !== 'loading' },
);

export const fetchRecentAudit = createAppAsyncThunk<AuditRecord[], void, ReadRejection>(
  'dashboard/fetchRecentAudit',
  (_, { rejectWithValue }) => readOrReject(() => readRecentAudit(), rejectWithValue),
  { condition: (_, { getState }) => selectDashboard(getState()).recentAudit.status !== 'loading' },
);

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchQueueCounts.pending, (state) => {
        state.counts = remote.pending(state.counts);
      })
      .addCase(fetchQueueCounts.fulfilled, (state, { payload }) => {
        state.counts = remote.fulfilled(payload);
      })
      .addCase(fetchQueueCounts.rejected, (state, { payload, error }) => {
        state.counts = remote.rejected(state.counts, payload, error);
      })
      .addCase(fetchRecentAudit.pending, (state) => {
        state.recentAudit = remote.pending(state.recentAudit);
      })
      .addCase(fetchRecentAudit.fulfilled, (state, { payload }) => {
        state.recentAudit = remote.fulfilled(payload);
      })
      .addCase(fetchRecentAudit.rejected, (state, { payload, error }) => {
        state.recentAudit = remote.rejected(state.recentAudit, payload, error);
      });
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const injected = dashboardSlice.injectInto(rootReducer);

export function selectDashboard(state: RootState): DashboardState {
  return injected.selectSlice(state);
}
