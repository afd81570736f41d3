import { type BucketState, type RateLimit, takeToken } from '@fundax/core';

import { rateLimited } from './rate-limited';

/**
 * Addresses tracked at once per instance. An entry is a key of up to about 60 characters and
 * two numbers, a few hundred bytes with the map's overhead: at most a few MB of memory.
 * Past it the least recently seen address is forgotten (it starts again with a full bucket).
 */
export const MAX_TRACKED_ADDRESSES = 20_000;

/**
 * In-memory token buckets per client address, for public calls: a map lookup and two numbers
 * per call, no I/O, so a normal search pays nothing measurable. Each function instance keeps
 * its own (see RateLimit in @fundax/core for what that means across instances).
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, BucketState>();

  constructor(private readonly capacity = MAX_TRACKED_ADDRESSES) {}

  get size(): number {
    return this.buckets.size;
  }

  /** Takes a token for `address`, or throws the 429 with the wait until the next one. */
  take(limit: RateLimit, address: string, now = Date.now()): void {
    const key = `${limit.bucket}\u0000${address}`;
    const state = this.buckets.get(key) ?? null;
    const result = takeToken(limit, state, now);
    if (!result.allowed) throw rateLimited(limit, result.retryAfterSeconds);
    // Delete and set again: the map's order is then least recently seen first.
    this.buckets.delete(key);
    if (this.buckets.size >= this.capacity) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    this.buckets.set(key, result.bucket);
  }
}
