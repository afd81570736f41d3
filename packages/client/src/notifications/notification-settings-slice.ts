import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import {
  setEventAlertsThunk,
  setNotificationPreferencesThunk,
  syncAccountEmailThunk,
} from '../callables/callable-thunks';
import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  entryOf,
  readOrReject,
  remote,
  shouldLoad,
} from '../remote/remote-data';
import { isUserChange } from '../session/session-events';
import { createAppAsyncThunk } from '../store/app-thunk';
import type { RootState } from '../store/make-store';
import { rootReducer } from '../store/root-reducer';
import type { NotificationSettingsView } from './notification-settings';
import { readNotificationSettings } from './notification-settings-reads';
import { signedInOnceFirestoreReady } from '../session/signed-in-read';
import { ownUid } from './own-uid';

/** The one entry: the signed-in user's own settings. */
const OWN = 'own';

export interface NotificationSettingsState {
  own: RemoteMap<NotificationSettingsView | null>;
}

const initialState: NotificationSettingsState = { own: {} };

/** The user's email choices, alert area and email status, from their private account. */
export const fetchNotificationSettings = createAppAsyncThunk<
  NotificationSettingsView | null,
  void,
  ReadRejection
>(
  'notificationSettings/fetch',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      async () =>
        readNotificationSettings(
          await signedInOnceFirestoreReady(() => ownUid(getState(), 'your settings')),
        ),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectNotificationSettings(getState())) },
);

/**
 * The web's settings page and the phone's alert card keep the same settings here: one read of
 * the account, and the callables' answers applied to it.
 */
export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchNotificationSettings, (state) => state.own, OWN);
    builder
      // The callables answer with what they stored: the settings show it without reading again.
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
      // One person's settings never show to the next one signing in on this device.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationSettingsSlice> {}
}

/** Injected when a page that shows the settings loads (the web's profile, the phone's alert). */
const injected = notificationSettingsSlice.injectInto(rootReducer);

export function selectNotificationSettings(
  state: RootState,
): Remote<NotificationSettingsView | null> {
  return entryOf(injected.selectSlice(state).own, OWN);
}
