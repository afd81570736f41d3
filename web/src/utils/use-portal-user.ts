import {
  selectAccount,
  selectIsAdmin,
  selectRole,
  selectUid,
  useAppSelector,
} from '@fundax/client';
import type { Role } from '@fundax/core';

/**
 * The signed-in user as the portal sees them (the portal guard lets only users with an account
 * in, so uid and role are set). `account` is users/{uid}: loaded at sign-in, and replaced by a
 * fresh copy after the user saves their profile (`refreshAccount`).
 */
export function usePortalUser() {
  const uid = useAppSelector(selectUid) ?? '';
  const role = useAppSelector(selectRole);
  const isAdmin = useAppSelector(selectIsAdmin);
  const account = useAppSelector(selectAccount);
  return { uid, role, isAdmin, account };
}

/** Whether a role runs events (and is paid for them): partners and fundaxers. */
export function hostsEvents(role: Role | ''): boolean {
  return role === 'partner' || role === 'fundaxer';
}
