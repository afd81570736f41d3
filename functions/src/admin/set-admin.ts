import { FundaxError, setAdmin as contract } from '@fundax/core';

import { writeAudit } from '../data/audit-log';
import { auth, db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';
import { assertNotSelfRevoke, claimsWithAdmin } from './admin-claims';

/** Firebase Auth's code for an unknown uid. */
const USER_NOT_FOUND = 'auth/user-not-found';

/**
 * An admin grants or revokes another user's admin claim, keeping their other claims. Setting
 * the state a user already has changes nothing and writes no audit entry.
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
  if (claims) {
    await auth().setCustomUserClaims(input.uid, claims);
    const audit = db().batch();
    writeAudit(audit, {
      actorId: caller.uid,
      action: input.admin ? 'admin.grant' : 'admin.revoke',
      targetType: 'user',
      targetId: input.uid,
      changes: { admin: input.admin },
      at: new Date(),
    });
    await audit.commit();
  }
  return { uid: input.uid, admin: input.admin };
});
