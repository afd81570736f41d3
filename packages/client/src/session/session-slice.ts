import {
  type SessionLoadedPayload,
  type SessionState,
  initialSession,
  positionChanged as withPosition,
  sessionCleared as cleared,
  sessionLoaded as loaded,
} from '@fundax/core';
import { type PayloadAction, createSlice, current } from '@reduxjs/toolkit';

import { sessionConfirmed, sessionRestored, signedOut } from './session-events';

/**
 * The logged-in user of docs/product.md §4.7. The transitions are the pure rules of @fundax/core; this
 * slice only routes actions to them.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionLoaded: (state, action: PayloadAction<SessionLoadedPayload>) =>
      loaded(current(state), action.payload),
    positionChanged: (state, action: PayloadAction<[number, number]>) =>
      withPosition(current(state), action.payload),
    sessionCleared: () => cleared(),
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => cleared())
      // Logged in as the last visit knew the user, until the account loads again.
      .addCase(sessionRestored, (state, { payload }) => {
        const { role } = payload;
        return role ? loaded(current(state), { ...payload, role }) : state;
      })
      .addCase(sessionConfirmed, (state, { payload }) => {
        state.admin = payload.admin;
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectLoggedIn: (state) => state.loggedIn,
    selectRole: (state) => state.role,
    selectPosition: (state) => state.position,
  },
});

export const { sessionLoaded, positionChanged, sessionCleared } = sessionSlice.actions;
export const { selectSession, selectLoggedIn, selectRole, selectPosition } = sessionSlice.selectors;
export type { SessionLoadedPayload, SessionState };
