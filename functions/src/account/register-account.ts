import { FundaxError, registerAccount as contract } from '@fundax/core';

import { docRef } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';
import { newAccount } from './new-account';

/** Creates users/{uid} and profiles/{uid} together, once: a second call is `already-exists`. */
export const registerAccount = onCallable(contract, async (input, caller) => {
  const { uid } = caller;
  await runTransaction(async (tx) => {
    const existing = await tx.get(docRef('users', uid));
    if (existing.exists) {
      throw new FundaxError('already-exists', 'You already have a Fundax account.');
    }
    const { user, profile } = newAccount(input, caller, new Date());
    tx.create(docRef('users', uid), user);
    tx.set(docRef('profiles', uid), profile);
  });
  return { uid, role: input.role };
});
