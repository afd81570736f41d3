import type { CallError, Role } from '@fundax/core';
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
 * What the last visit knew of the signed-in user, kept on this device (session-summary.ts):
 * enough to show their pages at once on the next visit, before Auth has restored the session.
 */
export interface SessionSummary {
  uid: string;
  /** null: signed in without an account (an admin who only works in the console). */
  role: Role | null;
  displayName: string | null;
  /** From the token's claims at the last visit; the claims decide again when Auth answers. */
  admin: boolean;
}

/**
 * At start-up, before Auth has answered: the browser holds the session of the user this summary
 * describes. Pages that need sign-in show at once; their reads wait for Auth (firestoreClient),
 * and Auth then confirms the user (sessionConfirmed) or reports another one or none.
 */
export const sessionRestored = createAction<SessionSummary>('session/restored');

/**
 * Auth reports the user a restored session was for: the claims and the identity arrive, and
 * nothing already shown or read is reset (as signedIn would).
 */
export const sessionConfirmed = createAction<
  { uid: string; admin: boolean } & Partial<SignedInIdentity>
>('session/confirmed');

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
 * else; a session restored at start-up and then confirmed is neither). A slice that holds one
 * user's data resets on it, so nothing of theirs shows to the next
 * person: `builder.addMatcher(isUserChange, () => initialState)` (after its addCase calls).
 */
export const isUserChange = isAnyOf(signedIn, signedOut);
