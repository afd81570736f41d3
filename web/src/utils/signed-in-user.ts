import { type RootState, selectRole, selectUid } from '@fundax/client';
import type { Role } from '@fundax/core';

export interface SignedInUser {
  uid: string;
  role: Role | '';
}

/**
 * Who a portal read is for. Without a signed-in user it throws the unauthenticated failure the
 * read then reports (readOrReject keeps its code), and nothing is read.
 */
export function signedInUser(state: RootState): SignedInUser {
  const uid = selectUid(state);
  if (!uid) throw Object.assign(new Error('Sign in to see this.'), { code: 'unauthenticated' });
  return { uid, role: selectRole(state) };
}
