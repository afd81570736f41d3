import type { SignedInIdentity, ThunkFailure } from '@fundax/client';
import { type CallError, isCallableErrorCode, requiresRecentLogin } from '@fundax/core';

/**
 * Whether a failure asks the person to prove it is them again before repeating the change:
 * the identity provider's own `requires-recent-login` (a password or email change), or a
 * callable's `unauthenticated` answer with that reason (deleteAccount checks the sign-in time).
 */
export function needsReauth(failure: ThunkFailure | null | undefined): boolean {
  if (!failure) return false;
  if (failure.code === 'requires-recent-login') return true;
  return isCallableErrorCode(failure.code) && requiresRecentLogin(failure as CallError);
}

/** The ways this person can confirm it is them in the re-authentication dialog. */
export interface ReauthMethods {
  /** Their password (the account has one, and an address to pair it with). */
  password: boolean;
  /** A Google popup. */
  google: boolean;
}

export function reauthMethods(identity: SignedInIdentity | null): ReauthMethods {
  const providers = identity?.providers ?? [];
  return {
    password: providers.includes('password') && Boolean(identity?.email),
    google: providers.includes('google.com'),
  };
}

/**
 * Codes the provider gives for a password that does not match. With email enumeration
 * protection on it answers `invalid-credential` ("that email and password do not match an
 * account"), which reads wrong when the person is signed in and typed only a password.
 */
const WRONG_PASSWORD_CODES = new Set([
  'invalid-credential',
  'invalid-login-credentials',
  'wrong-password',
]);

/** A failed re-authentication with a password, in the words that fit a signed-in person. */
export function passwordCheckFailure<F extends { code: string }>(failure: F): F {
  return WRONG_PASSWORD_CODES.has(failure.code) ? { ...failure, code: 'wrong-password' } : failure;
}
