import type { CallError } from '@fundax/core';
import { createAction, isAnyOf } from '@reduxjs/toolkit';

/**
 * The identity provider reports no signed-in user (at startup or after sign-out). The session,
 * admin and user stores all reset on it, so one dispatch clears everything a user left behind.
 */
export const signedOut = createAction('session/signedOut');

/** What the identity provider says about a signed-in user (not the Fundax account). */
export interface SignedInIdentity {
  email: string | null;
  displayName: string | null;
  /** Whether the identity provider has seen the person follow a link sent to `email`. */
  emailVerified: boolean;
  /** How the person can sign in: `password`, `google.com`, `phone` (the providers' ids). */
  providers: string[];
}

/**
 * The identity provider reports a signed-in user: the id, whether the token says admin, and
 * (optionally) the address and name it holds.
 */
export const signedIn = createAction<{ uid: string; admin: boolean } & Partial<SignedInIdentity>>(
  'session/signedIn',
);

/**
 * The identity was read again from the provider (after a link in an email was followed: a
 * verification, or a change of address), so the user store shows what it says now.
 */
export const identityRefreshed = createAction<Pick<SignedInIdentity, 'email' | 'emailVerified'>>(
  'session/identityRefreshed',
);

/** Auth itself could not be loaded or asked (offline, blocked): the user state says why. */
export const sessionUnavailable = createAction<CallError>('session/unavailable');

/**
 * Matches either change of user on this tab: a sign-out, or a sign-in (which may be someone
 * else). A slice that holds one user's data resets on it, so nothing of theirs shows to the next
 * person: `builder.addMatcher(isUserChange, () => initialState)` (after its addCase calls).
 */
export const isUserChange = isAnyOf(signedIn, signedOut);
