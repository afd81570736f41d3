import {
  NOT_LOADED,
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  isUserChange,
  readOrReject,
  readsModule,
  remote,
  reportEventResultsThunk,
  respondToEventThunk,
  rootReducer,
  selectUid,
  shouldLoad,
  signedInOnceFirestoreReady,
} from '@fundax/client';
import type { Role } from '@fundax/core';
import { type WithSlice, createSlice, isAnyOf } from '@reduxjs/toolkit';

import type { DashboardData } from './dashboard-data';
import type * as ReadDashboard from './read-dashboard';

// The read and Firestore load with the first read, zod and the schemas a task each first.
const reading = readsModule<typeof ReadDashboard>(() => import('./read-dashboard'));

/** The signed-in user's dashboard, by uid (only theirs: it resets when the user changes). */
export interface DashboardState {
  byUser: RemoteMap<DashboardData>;
}

const initialState: DashboardState = { byUser: {} };

/** The unauthenticated failure the read reports when `uid` is no longer the one signed in. */
function stillSignedInAs(state: RootState, uid: string): void {
  if (selectUid(state) !== uid) {
    throw Object.assign(new Error('Sign in to see your dashboard.'), { code: 'unauthenticated' });
  }
}

/** Reads the signed-in user's dashboard (the Firestore code is fetched with the first read). */
export const fetchDashboard = createAppAsyncThunk<
  DashboardData,
  { uid: string; role: Role },
  ReadRejection
>(
  'dashboard/fetch',
  ({ uid, role }, { getState, rejectWithValue }) =>
    readOrReject(async () => {
      const { readDashboard } = await reading();
      // Signed out while the code loaded and Firestore got ready: nothing is read (it would go
      // out without a token, and the rules refuse it).
      await signedInOnceFirestoreReady(() => stillSignedInAs(getState(), uid));
      return readDashboard(uid, role);
    }, rejectWithValue),
  { condition: ({ uid }, { getState }) => shouldLoad(selectDashboardEntry(getState(), uid)) },
);

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(
      builder,
      fetchDashboard,
      (state) => state.byUser,
      ({ uid }) => uid,
    );
    builder
      // An answered proposal leaves the list, and reported sales change the events' figures:
      // the dashboard on screen reads again (keeping its copy meanwhile).
      .addMatcher(
        isAnyOf(respondToEventThunk.fulfilled, reportEventResultsThunk.fulfilled),
        (state) => {
          for (const uid of Object.keys(state.byUser)) remote.stale(state.byUser, uid);
        },
      )
      // One user's dashboard never shows to the next one on this phone.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const dashboard = dashboardSlice.injectInto(rootReducer);

export function selectDashboardEntry(state: RootState, uid: string | null): Remote<DashboardData> {
  return uid ? entryOf(dashboard.selectSlice(state).byUser, uid) : NOT_LOADED;
}
