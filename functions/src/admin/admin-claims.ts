import { FundaxError } from '@fundax/core';

/**
 * The custom claims after granting or revoking admin: every other claim is kept, and a revoked
 * admin has no `admin` key at all. Returns null when the claims already say so (no change).
 */
export function claimsWithAdmin(
  current: Record<string, unknown> | undefined,
  admin: boolean,
): Record<string, unknown> | null {
  const claims = { ...(current ?? {}) };
  if ((claims.admin === true) === admin) return null;
  if (admin) claims.admin = true;
  else delete claims.admin;
  return claims;
}

/** An admin cannot revoke their own admin claim (a project must never lock itself out). */
export function assertNotSelfRevoke(callerUid: string, targetUid: string, admin: boolean): void {
  if (!admin && callerUid === targetUid) {
    throw new FundaxError('failed-precondition', 'You cannot revoke your own admin access.');
  }
}
