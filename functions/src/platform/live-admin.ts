import type { CallableRequest } from 'firebase-functions/v2/https';

import { auth } from './admin';

type VerifiedAuth = NonNullable<CallableRequest['auth']>;

/**
 * Whether the admin right a verified ID token claims still holds: the account exists, is not
 * disabled, still has the `admin` claim (setAdmin's revoke removes it) and its tokens were not
 * revoked after this one was signed in (setAdmin's revoke revokes them). An ID token stays
 * valid for up to an hour after a revocation; this is what makes it worthless for admin work.
 */
export async function adminStillHolds(verified: VerifiedAuth): Promise<boolean> {
  const user = await auth()
    .getUser(verified.uid)
    .catch(() => null);
  if (!user || user.disabled || user.customClaims?.admin !== true) return false;
  const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  return verified.token.auth_time * 1000 >= validSince;
}

/**
 * The verified identity with a token's admin claim honoured only while it still holds (one Auth
 * lookup, for admin tokens only). A revoked admin calling an admin callable is then
 * `permission-denied`; on any other callable they act as the signed-in user they are.
 */
export async function liveAuth(
  verified: CallableRequest['auth'],
): Promise<CallableRequest['auth']> {
  if (verified?.token.admin !== true || (await adminStillHolds(verified))) return verified;
  return { ...verified, token: { ...verified.token, admin: false } };
}
