import type { CallError } from '@fundax/core';
import { createSlice } from '@reduxjs/toolkit';

import type { Account } from './account';
import { loadAccount } from './load-account';
import { sessionUnavailable, signedIn, signedOut } from './session-events';

/**
 * Where the signed-in user stands:
 * - unknown: not yet asked (startup);
 * - signed-out: no user;
 * - loading: signed in, users/{uid} loading;
 * - loaded: signed in with an account (the session is logged in);
 * - missing: signed in, no account yet (a sign-up to finish);
 * - failed: the account or Auth could not be loaded (`error` says why).
 */
export type UserStatus = 'unknown' | 'signed-out' | 'loading' | 'loaded' | 'missing' | 'failed';

/** The user store (SPEC.md §4): set from the user id in every case, then the loaded account. */
export interface UserState {
  uid: string | null;
  status: UserStatus;
  account: Account | null;
  error: CallError | null;
}

const initialState: UserState = { uid: null, status: 'unknown', account: null, error: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (_state, { payload }) => ({
        uid: payload.uid,
        status: 'loading',
        account: null,
        error: null,
      }))
      .addCase(signedOut, () => ({ ...initialState, status: 'signed-out' }))
      .addCase(sessionUnavailable, (state, { payload }) => {
        state.status = 'failed';
        state.error = payload;
      })
      .addCase(loadAccount.pending, (state, { meta }) => {
        if (state.uid !== meta.arg) return;
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadAccount.fulfilled, (state, { payload, meta }) => {
        if (state.uid !== meta.arg) return;
        state.status = payload ? 'loaded' : 'missing';
        state.account = payload;
      })
      .addCase(loadAccount.rejected, (state, { payload, error, meta }) => {
        if (state.uid !== meta.arg) return;
        state.status = 'failed';
        state.error = payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' };
      });
  },
  selectors: {
    selectUserStatus: (state) => state.status,
    selectAccount: (state) => state.account,
    selectUid: (state) => state.uid,
    selectUserError: (state) => state.error,
  },
});

export const { selectUserStatus, selectAccount, selectUid, selectUserError } = userSlice.selectors;
