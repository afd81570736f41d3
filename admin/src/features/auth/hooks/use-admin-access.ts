import { selectIdentity, selectIsAdmin, selectUserStatus, useAppSelector } from '@fundax/client';

/**
 * Where the person in front of the console stands:
 * - checking: not yet known who is signed in;
 * - visitor: nobody is signed in;
 * - admin: signed in, and the token's claims say admin (docs/product.md §4.7, §6.3);
 * - not-admin: signed in without the admin claim;
 * - unavailable: sign-in could not be checked (Auth unreachable).
 *
 * The admin flag comes from the token's claims through the kit's admin store, never from a
 * document. Admins need no Fundax account (users/{uid}), so its absence does not matter here.
 */
export type AdminAccess = 'checking' | 'visitor' | 'admin' | 'not-admin' | 'unavailable';

export function useAdminAccess(): AdminAccess {
  const status = useAppSelector(selectUserStatus);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (status === 'unknown') return 'checking';
  if (status === 'signed-out') return 'visitor';
  if (isAdmin) return 'admin';
  // Failed before the claims were read: nobody can tell yet whether this is an admin.
  if (status === 'failed') return 'unavailable';
  return 'not-admin';
}

/** The signed-in person's address and name, as the identity provider knows them. */
export function useSignedInIdentity() {
  return useAppSelector(selectIdentity);
}
