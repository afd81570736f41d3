import type { CallError } from './fundax-error';

/**
 * How recent a sign-in must be for the most sensitive calls (deleting the account), in seconds:
 * the same five minutes the identity provider allows for changing a password or an email.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * What a person is told when a call needs a recent sign-in: the identity catalogue's words for
 * the SDK's `requires-recent-login`, kept apart from that catalogue so that wording a call's
 * failure does not load it (call-error-messages.test.ts holds the two to the same text).
 */
export const RECENT_LOGIN_MESSAGE = 'For your security, sign in again, then repeat this change.';

/**
 * Whether a failed call asks the person to sign in again before repeating it: an
 * `unauthenticated` answer whose details match recentLoginDetailsSchema. A plain check, as
 * every app words errors at start-up, before any zod loads (a test holds it to the schema).
 */
export function requiresRecentLogin(error: CallError): boolean {
  const details = error.details as { reason?: unknown; maxAgeSeconds?: unknown } | null;
  return (
    error.code === 'unauthenticated' &&
    typeof details === 'object' &&
    details !== null &&
    !Array.isArray(details) &&
    details.reason === 'requires-recent-login' &&
    typeof details.maxAgeSeconds === 'number' &&
    Number.isInteger(details.maxAgeSeconds) &&
    details.maxAgeSeconds > 0
  );
}
