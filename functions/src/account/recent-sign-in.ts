import { FundaxError, RECENT_SIGN_IN_SECONDS } from '@fundax/core';

/**
 * The caller signed in (with a password, a link, Google, a phone code) within the last
 * RECENT_SIGN_IN_SECONDS, by the token's `auth_time`. A refreshed token keeps the time of the
 * sign-in it came from, so a session left open on a shared computer cannot pass. Otherwise
 * `unauthenticated` with `{ reason: 'requires-recent-login' }`, which clients answer like the
 * identity provider's own requires-recent-login: re-authenticate, then call again.
 */
export function assertRecentSignIn(authTime: number | null, now: Date, what: string): void {
  const age = authTime === null ? Number.POSITIVE_INFINITY : now.getTime() / 1000 - authTime;
  if (age <= RECENT_SIGN_IN_SECONDS) return;
  throw new FundaxError('unauthenticated', `For your security, sign in again to ${what}.`, {
    reason: 'requires-recent-login',
    maxAgeSeconds: RECENT_SIGN_IN_SECONDS,
  });
}
