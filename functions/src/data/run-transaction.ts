import { FundaxError } from '@fundax/core';
import type { Transaction } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import type { RateLimitCharge } from '../platform/limits/account-limits';

/** gRPC ABORTED: Firestore gave up on a transaction after repeated contention. */
const GRPC_ABORTED = 10;

/**
 * Runs a Firestore transaction with room for bursts of identical calls (a double-clicked payout,
 * two admins on one review). Contention that outlasts every retry is `aborted` (409), which the
 * caller may retry, rather than an internal error.
 */
export async function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db().runTransaction(work, { maxAttempts: 30 });
  } catch (error) {
    if (isContention(error)) {
      throw new FundaxError('aborted', 'Someone else changed this at the same moment. Try again.');
    }
    throw error;
  }
}

/**
 * runTransaction for a write with a per-account rate limit: the call's charge (the handler's
 * context has it as `rateLimit`) is read before `work` and written after it, in the same
 * transaction, so the token is taken exactly when the change is made. Past the limit the
 * transaction is refused with the 429 before `work` runs.
 */
export function runLimitedTransaction<T>(
  rateLimit: RateLimitCharge,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return runTransaction(async (tx) => {
    const commitCharge = await rateLimit.prepare(tx);
    const result = await work(tx);
    commitCharge();
    return result;
  });
}

function isContention(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === GRPC_ABORTED
  );
}
