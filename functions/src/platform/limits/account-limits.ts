import { type RateLimit, takeToken } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { db } from '../admin';
import { rateLimited } from './rate-limited';

/**
 * rateLimits/{uid}: one small document per account holding a token bucket per limited action
 * (`{ <bucket>: { tokens, at } }`). Written only by functions, in the same transaction as the
 * change it limits; clients can neither read nor write it (no rule matches it). Deleted with
 * the account.
 */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

export const rateLimitRef = (uid: string) => db().collection(RATE_LIMITS_COLLECTION).doc(uid);

function bucketOf(value: unknown): { tokens: number; at: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tokens, at } = value as Record<string, unknown>;
  return typeof tokens === 'number' && typeof at === 'number' ? { tokens, at } : null;
}

/**
 * One call's charge to a per-account limit, taken inside a transaction in two steps, because
 * Firestore wants every read of a transaction before its first write: `prepare` reads the
 * bucket first thing (and refuses with the 429 when it is empty), the write it returns is made
 * last, after the handler's own writes. So the charge commits exactly with the change: a
 * refused call writes nothing, and a change that fails for another reason takes the charge
 * back with it.
 */
export interface RateLimitCharge {
  prepare(tx: Transaction): Promise<() => void>;
  /** Whether a transaction took the token (the wrapper checks limited callables do). */
  readonly taken: boolean;
}

/** The charge of a callable without a per-account limit: reads and writes nothing. */
export const noCharge = (): RateLimitCharge => ({
  prepare: () => Promise.resolve(() => undefined),
  taken: false,
});

/** The charge of one call of `uid` to `limit`: one document read and one merged write. */
export function accountCharge(uid: string, limit: RateLimit): RateLimitCharge {
  let taken = false;
  return {
    get taken() {
      return taken;
    },
    async prepare(tx) {
      const ref = rateLimitRef(uid);
      const snapshot = await tx.get(ref);
      const now = Date.now();
      const result = takeToken(limit, bucketOf(snapshot.get(limit.bucket)), now);
      if (!result.allowed) throw rateLimited(limit, result.retryAfterSeconds);
      return () => {
        tx.set(ref, { [limit.bucket]: result.bucket, updatedAt: new Date(now) }, { merge: true });
        taken = true;
      };
    },
  };
}
