import {
  type ReadRejection,
  type Remote,
  type RootState,
  createAppAsyncThunk,
  readOrReject,
  rejectionError,
  rootReducer,
  shouldLoad,
  signedIn,
  signedOut,
} from '@fundax/client';
import type { Role } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { DashboardData } from './dashboard-data';

/** The signed-in user's dashboard, and whose it is (a late answer for someone else is dropped). */
export interface DashboardState extends Remote<DashboardData> {
  uid: string | null;
}

const initialState: DashboardState = { status: 'idle', uid: null, data: null, error: null };

/** Reads the signed-in user's dashboard (the Firestore code is fetched with the first load). */
export const fetchDashboard = createAppAsyncThunk<
  DashboardData,
  { uid: string; role: Role },
  ReadRejection
>(
  'dashboard/fetch',
  ({ uid, role }, { rejectWithValue }) =>
    readOrReject(async () => {
      const { readDashboard } = await import('./read-dashboard');
      return readDashboard(uid, role);
    }, rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectDashboard(getState())) },
);

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // One user's dashboard never shows to the next one on this phone.
      .addCase(signedIn, () => initialState)
      .addCase(signedOut, () => initialState)
      .addCase(fetchDashboard.pending, (state, { meta }) => {
        state.status = 'loading';
        state.uid = meta.arg.uid;
        state.error = null;
      })
      .addCase(fetchDashboard.fulfilled, (state, { payload, meta }) => {
        if (state.uid !== meta.arg.uid) return;
        state.status = 'succeeded';
        state.data = payload;
      })
      .addCase(fetchDashboard.rejected, (state, { payload, error, meta }) => {
        if (state.uid !== meta.arg.uid) return;
        state.status = 'failed';
        state.error = rejectionError(payload, error);
      });
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const dashboard = dashboardSlice.injectInto(rootReducer);

export function selectDashboard(state: RootState): DashboardState {
  return dashboard.selectSlice(state);
}
