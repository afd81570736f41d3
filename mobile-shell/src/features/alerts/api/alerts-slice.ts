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
  rootReducer,
  setEventAlertsThunk,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { AlertsData } from './alerts-data';

/** The signed-in user's alert area, by uid (only theirs: it resets when the user changes). */
export interface AlertsState {
  byUser: RemoteMap<AlertsData>;
}

const initialState: AlertsState = { byUser: {} };

export const fetchAlerts = createAppAsyncThunk<AlertsData, string, ReadRejection>(
  'alerts/fetch',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => {
      const { readAlerts } = await import('./read-alerts');
      return readAlerts(uid);
    }, rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectAlertsEntry(getState(), uid)) },
);

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchAlerts, (state) => state.byUser);
    builder
      // The callable answers with the area it stored: that is the new copy.
      .addCase(setEventAlertsThunk.fulfilled, (state, { payload }) => {
        const readAt = new Date().toISOString();
        for (const entry of Object.values(state.byUser)) {
          entry.data = {
            area: { center: payload.center, radiusKm: payload.radiusKm, enabled: payload.enabled },
            readAt,
          };
        }
      })
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof alertsSlice> {}
}

const alerts = alertsSlice.injectInto(rootReducer);

export function selectAlertsEntry(state: RootState, uid: string | null): Remote<AlertsData> {
  return uid ? entryOf(alerts.selectSlice(state).byUser, uid) : NOT_LOADED;
}
