import { FundaxError, type Role } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { readDoc } from '../data/documents';

/**
 * The fundaxer an event raises money for. A fundaxer organizes for themselves only; a partner
 * (or an admin) may name any registered fundaxer.
 */
export async function findFundaxer(
  tx: Transaction,
  caller: { uid: string; role: Role | null; admin: boolean },
  fundaxerId: string,
): Promise<{ id: string; name: string }> {
  if (caller.role === 'fundaxer' && !caller.admin && fundaxerId !== caller.uid) {
    throw new FundaxError('permission-denied', 'Fundaxers organize events for themselves only.');
  }
  const profile = await readDoc(tx, 'profiles', fundaxerId);
  if (!profile || profile.role !== 'fundaxer') {
    throw new FundaxError('not-found', 'There is no fundaxer with that id.');
  }
  return { id: fundaxerId, name: profile.displayName };
}
