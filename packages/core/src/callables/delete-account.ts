import { z } from '../zod';
import { defineCallable } from './define';

/**
 * The caller deletes their own account. Requires a sign-in within RECENT_SIGN_IN_SECONDS (else
 * `unauthenticated` with `{ reason: 'requires-recent-login' }`: re-authenticate, then call
 * again). Removes the identity (the password no longer signs in), the private account and the
 * public profile, support requests and rate-limit counters; takes every upcoming listing off
 * the public side (their upcoming events cancelled with a reason, their venues disabled, their
 * angel listing gone with the profile); keeps ledger and audit entries, which are financial
 * records holding ids, amounts and references only. An administrator cannot delete themselves
 * while they are the last one. Safe to call again after a partial failure.
 */
export const deleteAccount = defineCallable({
  name: 'deleteAccount',
  access: 'signed-in',
  summary: 'Delete the caller’s own account and take their listings off the public side.',
  input: z.strictObject({}),
  output: z.object({
    uid: z.string(),
    /** Upcoming events cancelled because they were the caller's or raised money for them. */
    cancelledEvents: z.number().check(z.int(), z.nonnegative()),
    /** Venues the caller owned, now disabled (past events keep their history). */
    disabledVenues: z.number().check(z.int(), z.nonnegative()),
  }),
});
