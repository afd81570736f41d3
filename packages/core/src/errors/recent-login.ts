import { z } from 'zod';

import type { CallError } from './fundax-error';

/**
 * How recent a sign-in must be for the most sensitive calls (deleting the account), in seconds:
 * the same five minutes the identity provider allows for changing a password or an email.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * The details of an `unauthenticated` answer that asks for a fresh sign-in, not a first one:
 * the person is signed in, but too long ago for this. A client answers it like the identity
 * provider's own `requires-recent-login`: re-authenticate (reauthenticateWithCredential or the
 * provider's popup), then repeat the call.
 */
export const recentLoginDetailsSchema = z.object({
  reason: z.literal('requires-recent-login'),
  maxAgeSeconds: z.number().int().positive(),
});

/** Whether a failed call asks the person to sign in again before repeating it. */
export function requiresRecentLogin(error: CallError): boolean {
  return (
    error.code === 'unauthenticated' && recentLoginDetailsSchema.safeParse(error.details).success
  );
}
