import type { CallableAccess } from '@fundax/core';
import { FundaxError } from '@fundax/core';
import type { CallableRequest } from 'firebase-functions/v2/https';

/** The caller as the wrapper has verified it. */
export interface SignedInContext {
  uid: string;
  admin: boolean;
  /** The email on the verified token (registration copies it onto the private account). */
  email: string | null;
}

export interface PublicContext {
  uid: string | null;
  admin: boolean;
  email: string | null;
}

export type CallContext<A extends CallableAccess> = A extends 'public'
  ? PublicContext
  : SignedInContext;

/**
 * Checks the caller against the contract's access before any input is read: no token is
 * `unauthenticated`, a token without the admin claim on an admin callable is `permission-denied`.
 */
export function callContext<A extends CallableAccess>(
  auth: CallableRequest['auth'],
  access: A,
): CallContext<A> {
  const uid = auth?.uid ?? null;
  const admin = auth?.token.admin === true;
  const email = typeof auth?.token.email === 'string' ? auth.token.email : null;
  if (access !== 'public' && uid === null) {
    throw new FundaxError('unauthenticated', 'Please sign in to do this.');
  }
  if (access === 'admin' && !admin) {
    throw new FundaxError('permission-denied', 'Only Fundax administrators can do this.');
  }
  return { uid, admin, email } as CallContext<A>;
}
