import type { CallError } from './fundax-error';

/**
 * How recent a sign-in must be for the most sensitive calls (deleting the account), in seconds:
 * the same five minutes the identity provider allows for changing a password or an email.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

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
