/**
 * The five roles every collection is tested with. `owner` and `payee` are the users the
 * fixtures belong to (the owner of venues and events, the payee of payouts, ...); `stranger`
 * is signed in and related to nothing; `admin` carries the `admin: true` claim.
 */
export const ROLES = ['visitor', 'stranger', 'owner', 'payee', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const UID = {
  stranger: 'stranger-uid',
  owner: 'owner-uid',
  payee: 'payee-uid',
  admin: 'admin-uid',
  /** Someone who is none of the roles: the owner of the "someone else's" fixtures. */
  other: 'other-uid',
} as const;
