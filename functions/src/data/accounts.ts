import { type DocumentOf, FundaxError, type Role, type WithId } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { readDoc } from './documents';

export type Account = WithId<DocumentOf<'users'>>;

/** The caller's private account; a signed-in user who has not registered yet cannot act. */
export async function requireAccount(tx: Transaction | null, uid: string): Promise<Account> {
  const account = await readDoc(tx, 'users', uid);
  if (!account) {
    throw new FundaxError('failed-precondition', 'Finish creating your Fundax account first.');
  }
  return account;
}

/** The caller's account, which must have one of the given roles (else `permission-denied`). */
export async function requireRole(
  tx: Transaction | null,
  uid: string,
  roles: readonly Role[],
  message: string,
): Promise<Account> {
  const account = await requireAccount(tx, uid);
  if (!roles.includes(account.role)) throw new FundaxError('permission-denied', message);
  return account;
}
