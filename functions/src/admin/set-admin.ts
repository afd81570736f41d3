import { ADMIN_REVOCATIONS_COLLECTION, FundaxError, setAdmin as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { auth, db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';
import { assertNotSelfRevoke, claimsWithAdmin } from './admin-claims';

/** Firebase Auth's code for an unknown uid. */
const USER_NOT_FOUND = 'auth/user-not-found';

const revocationRef = (uid: string) => db().collection(ADMIN_REVOCATIONS_COLLECTION).doc(uid);

/**
 * An admin grants or revokes another user's admin claim, keeping their other claims. Setting
 * the state a user already has changes nothing and writes no audit entry.
 *
 * A revoke takes effect on the next call, not when the revoked admin's ID token expires (up to
 * an hour): it records the revocation the security rules check, revokes the user's refresh
 * tokens (their sessions end; callables check this), and only then removes the claim, so a
 * retry after a failure part-way finds the claim still there and does every step again.
 */
export const setAdmin = onCallable(contract, async (input, caller) => {
  assertNotSelfRevoke(caller.uid, input.uid, input.admin);
  const user = await auth()
    .getUser(input.uid)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === USER_NOT_FOUND) {
        throw new FundaxError('not-found', 'There is no user with that id.');
      }
      throw error;
    });
  const claims = claimsWithAdmin(user.customClaims, input.admin);
  const now = new Date();
  if (!input.admin && claims) {
    await revocationRef(input.uid).set({ revokedAt: now, revokedBy: caller.uid });
    await auth().revokeRefreshTokens(input.uid);
  }
  if (claims) await auth().setCustomUserClaims(input.uid, claims);
  const batch = db().batch();
  // Granting clears any earlier revocation (also when a grant is retried).
  if (input.admin) batch.delete(revocationRef(input.uid));
  if (claims) {
    writeAudit(batch, {
      actorId: caller.uid,
      action: input.admin ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: input.uid,
      changes: { admin: input.admin },
      at: now,
    });
  }
  await batch.commit();
  return { uid: input.uid, admin: input.admin };
});
