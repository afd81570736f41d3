import { syncAccountEmail as contract } from '@fundax/core';

import { docRef } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';

/**
 * Copies the token's email and whether it is verified onto the caller's account, so admins see
 * the truth and mail goes only to a verified address. Writes only when something changed; a
 * caller without an account yet has nothing to update.
 */
export const syncAccountEmail = onCallable(contract, async (_input, caller) => {
  const { uid, email, emailVerified } = caller;
  const updated = await runTransaction(async (tx) => {
    const ref = docRef('users', uid);
    const account = await tx.get(ref);
    if (!account.exists) return false;
    if (account.get('email') === email && account.get('emailVerified') === emailVerified) {
      return false;
    }
    tx.update(ref, { email, emailVerified, updatedAt: new Date() });
    return true;
  });
  return { email, emailVerified, updated };
});
