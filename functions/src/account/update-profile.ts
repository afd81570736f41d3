import { updateProfile as contract } from '@fundax/core';

import { requireAccount } from '../data/accounts';
import { docRef, requireDoc } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { fundaxerEvents, fundraiserTotal } from '../events/fundraiser-total';
import { onCallable } from '../platform/on-callable';
import { assertMayChangePayout, profileChanges } from './profile-changes';
import { syncFundaxerName } from './sync-fundaxer-name';

/**
 * Updates the caller's own account and public profile; a renamed fundaxer's events follow. A
 * fundraiser saved here shows the sum of its events' results, recomputed (never client input).
 * Payout details need a verified email.
 */
export const updateProfile = onCallable(contract, async (input, { uid, emailVerified }) => {
  assertMayChangePayout(input, emailVerified);
  const role = await runTransaction(async (tx) => {
    const account = await requireAccount(tx, uid);
    const profile = await requireDoc(tx, 'profiles', uid, 'profile');
    const changes = profileChanges(input, account.role, profile, new Date());
    if (changes.profile.fundraiser) {
      const raisedCents = fundraiserTotal(await fundaxerEvents(tx, uid));
      changes.profile.fundraiser = { ...changes.profile.fundraiser, raisedCents };
    }
    if (Object.keys(changes.user).length > 0) tx.update(docRef('users', uid), changes.user);
    if (Object.keys(changes.profile).length > 0) {
      tx.update(docRef('profiles', uid), changes.profile);
    }
    return account.role;
  });
  if (role === 'fundaxer' && input.displayName !== undefined) {
    await syncFundaxerName(uid, input.displayName);
  }
  return { uid };
});
