import { roleSchema, whoami as contract } from '@fundax/core';

import { db } from '../platform/admin';
import { onCallable } from '../platform/on-callable';

/** Who the caller is: the verified uid and admin claim, and their account's role if any. */
export const whoami = onCallable(contract, async (_input, { uid, admin, reads }) => {
  if (uid === null) return { uid: null, admin: false, hasAccount: false, role: null };
  reads.charge(1);
  const user = await db().collection('users').doc(uid).get();
  const role = roleSchema.safeParse(user.get('role'));
  return { uid, admin, hasAccount: user.exists, role: role.success ? role.data : null };
});
