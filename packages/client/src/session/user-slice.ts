import type { CallError } from '@fundax/core';
import { createSlice } from '@reduxjs/toolkit';

import type { Account } from './account';
import { loadAccount, refreshAccount } from './load-account';
import {
  type SignedInIdentity,
  identityRefreshed,
  sessionConfirmed,
  sessionRestored,
  sessionUnavailable,
  signedIn,
  signedOut,
} from './session-events';

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

/** The user store (docs/product.md §4.7): set from the user id in every case, then the loaded account. */
export interface UserState {
  uid: string | null;
  status: UserStatus;
  /** What the identity provider knows (for "signed in as ..." and to prefill sign-up forms). */
  identity: SignedInIdentity | null;
  account: Account | null;
  error: CallError | null;
  /** The latest account load: an older one finishing later must not overwrite it. */
  loadId: string | null;
  /**
   * Restored from the last visit and not yet confirmed by Auth: `loaded` without the account
   * (pages show; the account and their reads follow once Auth answers). Absent means false.
   */
  restored?: boolean;
}

const initialState: UserState = {
  uid: null,
  status: 'unknown',
  identity: null,
  account: null,
  error: null,
  loadId: null,
  restored: false,
};

/** A result belongs to the latest load (or to one dispatched without its pending step, in tests). */
function isLatest(state: UserState, requestId: string): boolean {
  return state.loadId === null || state.loadId === requestId;
}

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (_state, { payload }) => ({
        ...initialState,
        uid: payload.uid,
        status: 'loading',
        identity: {
          email: payload.email ?? null,
          displayName: payload.displayName ?? null,
          emailVerified: payload.emailVerified ?? false,
          providers: payload.providers ?? [],
        },
      }))
      .addCase(identityRefreshed, (state, { payload }) => {
        if (state.identity) Object.assign(state.identity, payload);
      })
      .addCase(signedOut, () => ({ ...initialState, status: 'signed-out' }))
      .addCase(sessionRestored, (_state, { payload }) => ({
        ...initialState,
        uid: payload.uid,
        status: payload.role ? 'loaded' : 'missing',
        restored: true,
      }))
      .addCase(sessionConfirmed, (state, { payload }) => {
        if (state.uid !== payload.uid) return;
        state.restored = false;
        state.identity = {
          email: payload.email ?? null,
          displayName: payload.displayName ?? null,
          emailVerified: payload.emailVerified ?? false,
          providers: payload.providers ?? [],
        };
      })
      .addCase(sessionUnavailable, (state, { payload }) => {
        state.status = 'failed';
        state.error = payload;
      })
      .addCase(loadAccount.pending, (state, { meta }) => {
        if (state.uid !== meta.arg) return;
        // A restored session stays as shown while its account loads again.
        if (state.status !== 'loaded' && state.status !== 'missing') state.status = 'loading';
        state.error = null;
        state.loadId = meta.requestId;
      })
      .addCase(loadAccount.fulfilled, (state, { payload, meta }) => {
        if (state.uid !== meta.arg || !isLatest(state, meta.requestId)) return;
        state.status = payload ? 'loaded' : 'missing';
        state.account = payload;
      })
      // A fresh copy of a loaded account (the status stays: the page on screen stays mounted).
      .addCase(refreshAccount.fulfilled, (state, { payload, meta }) => {
        if (state.uid === meta.arg && state.status === 'loaded' && payload) state.account = payload;
      })
      .addCase(loadAccount.rejected, (state, { payload, error, meta }) => {
        if (state.uid !== meta.arg || !isLatest(state, meta.requestId)) return;
        state.status = 'failed';
        state.error = payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' };
      });
  },
  selectors: {
    selectUserStatus: (state) => state.status,
    selectAccount: (state) => state.account,
    selectUid: (state) => state.uid,
    selectUserError: (state) => state.error,
    selectIdentity: (state) => state.identity,
    /** Restored from the last visit and not yet confirmed by Auth (nothing can be read yet). */
    selectSessionRestored: (state) => state.restored === true,
  },
});

export const {
  selectUserStatus,
  selectAccount,
  selectUid,
  selectUserError,
  selectIdentity,
  selectSessionRestored,
} = userSlice.selectors;

/**
 * The address a password user still has to verify, or null: people who sign in with Google,
 * a phone or an emailed link are verified by how they signed in (or have no email), so only a
 * password user can hold an address nobody has confirmed.
 */
export function selectEmailToVerify(state: { user: UserState }): string | null {
  const identity = state.user.identity;
  if (!identity?.email || identity.emailVerified) return null;
  return identity.providers.includes('password') ? identity.email : null;
}
