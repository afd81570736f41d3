import type { CallableAccess } from '@fundax/core';
import { FundaxError } from '@fundax/core';
import type { CallableRequest } from 'firebase-functions/v2/https';

import type { RateLimitCharge } from './limits/account-limits';
import type { ReadBudget } from './limits/read-budget';

/** What every handler learns about the caller, as the wrapper has verified it. */
interface CallerBase {
  admin: boolean;
  /** The email on the verified token (registration copies it onto the private account). */
  email: string | null;
  /**
   * Whether the identity provider has verified that email (the token's `email_verified`).
   * An unverified email is only what someone typed: see docs/security.md for what it may do.
   */
  emailVerified: boolean;
  /** When the person last signed in with a credential (the token's `auth_time`), in seconds. */
  authTime: number | null;
  /**
   * Documents this call may still read: public callables have a hard ceiling
   * (READ_CEILINGS in @fundax/core); the others are unbounded here.
   */
  reads: ReadBudget;
  /**
   * This call's charge to the caller's per-account rate limit (RATE_LIMITS in @fundax/core):
   * pass it to runTransaction (`{ rateLimit }`), which takes the token inside the handler's own
   * transaction, so it is written exactly when the change is. Past the limit the transaction
   * is refused with `resource-exhausted` (429) before the handler's work runs. Charges nothing
   * for callables without a per-account limit; the wrapper logs a limited callable whose
   * handler never charged.
   */
  rateLimit: RateLimitCharge;
}

export interface SignedInContext extends CallerBase {
  uid: string;
}

export interface PublicContext extends CallerBase {
  uid: string | null;
}

export type CallContext<A extends CallableAccess> = A extends 'public'
  ? PublicContext
  : SignedInContext;

/** The verified identity of the caller: who, with which claims. */
export type Caller = Pick<PublicContext, 'uid' | 'admin' | 'email' | 'emailVerified' | 'authTime'>;

/**
 * Checks the caller against the contract's access before any input is read: no token is
 * `unauthenticated`, a token without the admin claim on an admin callable is `permission-denied`.
 */
export function verifiedCaller(auth: CallableRequest['auth'], access: CallableAccess): Caller {
  const uid = auth?.uid ?? null;
  const admin = auth?.token.admin === true;
  const email = typeof auth?.token.email === 'string' ? auth.token.email : null;
  const emailVerified = email !== null && auth?.token.email_verified === true;
  const authTime = typeof auth?.token.auth_time === 'number' ? auth.token.auth_time : null;
  if (access !== 'public' && uid === null) {
    throw new FundaxError('unauthenticated', 'Please sign in to do this.');
  }
  if (access === 'admin' && !admin) {
    throw new FundaxError('permission-denied', 'Only Fundax administrators can do this.');
  }
  return { uid, admin, email, emailVerified, authTime };
}
