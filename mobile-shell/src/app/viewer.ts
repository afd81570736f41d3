import type { Role } from '@fundax/core';

/**
 * Whose page this is: from the session once Auth and the account have answered, or from the
 * copy this phone saved for the user it is still signed in as (offline). `role` is null for an
 * admin without a Fundax account (they still review and read their inbox).
 */
export interface Viewer {
  uid: string;
  role: Role | null;
  displayName: string | null;
  admin: boolean;
}
