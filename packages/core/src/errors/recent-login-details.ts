import { z } from '../zod';

/**
 * The details of an `unauthenticated` answer that asks for a fresh sign-in, not a first one:
 * the person is signed in, but too long ago for this. A client answers it like the identity
 * provider's own `requires-recent-login`: re-authenticate (reauthenticateWithCredential or the
 * provider's popup), then repeat the call (`requiresRecentLogin` tells).
 */
export const recentLoginDetailsSchema = z.object({
  reason: z.literal('requires-recent-login'),
  maxAgeSeconds: z.number().check(z.int(), z.positive()),
});
