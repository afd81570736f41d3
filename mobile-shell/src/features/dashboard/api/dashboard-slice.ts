import {
  type RootState,
  createAppAsyncThunk,
  rootReducer,
  signedIn,
  signedOut,
  toCallError,
} from '@fundax/client';
import type { CallError, Role } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { DashboardData } from './dashboard-data';

export interface DashboardState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  uid: string | null;
  data: DashboardData | null;
  error: CallError | null;
}

const initialState: DashboardState = { status: 'idle', uid: null, data: null, error: null };

/** Reads the signed-in user's dashboard (the Firestore code is fetched with the first load). */
export const fetchDashboard = createAppAsyncThunk<
  DashboardData,
  { uid: string; role: Role },
  { rejectValue: CallError }
>(
  'dashboard/fetch',
  async ({ uid, role }, { rejectWithValue }) => {
    try {
      const { readDashboard } = await import('./read-dashboard');
      return await readDashboard(uid, role);
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
  { condition: (_, { getState }) => selectDashboard(getState()).status !== 'loading' },
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
        state.error = payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' };
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
