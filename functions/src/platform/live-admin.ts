import type { CallableAccess } from '@fundax/core';
import type { CallableRequest } from 'firebase-functions/v2/https';

import { auth } from './admin';
import { type CallContext, callContext } from './call-context';

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
 * The caller as callContext checks it, with a token's admin claim honoured only while it still
 * holds (one Auth lookup, for admin tokens only). A revoked admin calling an admin callable is
 * `permission-denied`; on any other callable they act as the signed-in user they are.
 */
export async function liveCallContext<A extends CallableAccess>(
  verified: CallableRequest['auth'],
  access: A,
): Promise<CallContext<A>> {
  if (verified?.token.admin !== true || (await adminStillHolds(verified))) {
    return callContext(verified, access);
  }
  return callContext({ ...verified, token: { ...verified.token, admin: false } }, access);
}
