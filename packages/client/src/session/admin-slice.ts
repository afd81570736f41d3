import { createSlice } from '@reduxjs/toolkit';

import { sessionConfirmed, sessionRestored, signedIn, signedOut } from './session-events';

/** The admin store (docs/product.md §4.7): set from the user id when the token's claims say admin. */
export interface AdminState {
  uid: string | null;
  isAdmin: boolean;
}

const initialState: AdminState = { uid: null, isAdmin: false };

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (_state, { payload }) =>
        payload.admin ? { uid: payload.uid, isAdmin: true } : initialState,
      )
      .addCase(sessionRestored, (_state, { payload }) =>
        payload.admin ? { uid: payload.uid, isAdmin: true } : initialState,
      )
      .addCase(sessionConfirmed, (_state, { payload }) =>
        payload.admin ? { uid: payload.uid, isAdmin: true } : initialState,
      )
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectIsAdmin: (state) => state.isAdmin,
    selectAdminUid: (state) => state.uid,
  },
});

export const { selectIsAdmin, selectAdminUid } = adminSlice.selectors;
