import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  isUserChange,
  readOrReject,
  remote,
  rootReducer,
  setEventAlertsThunk,
  setNotificationPreferencesThunk,
  shouldLoad,
  syncAccountEmailThunk,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { signedInUser } from '../../../utils/signed-in-user';
import type { NotificationSettingsView } from './notification-settings-view';
import { readNotificationSettings } from './read-notification-settings';

/** The one entry: the signed-in user's own settings. */
const OWN = 'own';

export interface NotificationSettingsState {
  own: RemoteMap<NotificationSettingsView | null>;
}

const initialState: NotificationSettingsState = { own: {} };

export const fetchNotificationSettings = createAppAsyncThunk<
  NotificationSettingsView | null,
  void,
  ReadRejection
>(
  'notificationSettings/fetch',
  (_, { getState, rejectWithValue }) =>
    readOrReject(() => readNotificationSettings(signedInUser(getState()).uid), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectNotificationSettings(getState())) },
);

export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchNotificationSettings, (state) => state.own, OWN);
    builder
      // The callables answer with what they stored: the form shows it without reading again.
      .addCase(setNotificationPreferencesThunk.fulfilled, (state, { payload }) => {
        const own = state.own[OWN]?.data;
        if (!own) return;
        own.emailOff = payload.emailOff;
        own.allEmailOff = payload.allEmailOff;
      })
      .addCase(setEventAlertsThunk.fulfilled, (state, { payload }) => {
        const own = state.own[OWN]?.data;
        if (!own) return;
        own.alerts = {
          center: [payload.center[0], payload.center[1]],
          radiusKm: payload.radiusKm,
          enabled: payload.enabled,
          updatedAt: new Date().toISOString(),
        };
      })
      // A verified or changed address: where email goes is read again.
      .addCase(syncAccountEmailThunk.fulfilled, (state) => remote.stale(state.own, OWN))
      // One person's settings never show to the next one signing in on this tab.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationSettingsSlice> {}
}

/** Injected when the profile page loads. */
const injected = notificationSettingsSlice.injectInto(rootReducer);

export function selectNotificationSettings(
  state: RootState,
): Remote<NotificationSettingsView | null> {
  return entryOf(injected.selectSlice(state).own, OWN);
}
