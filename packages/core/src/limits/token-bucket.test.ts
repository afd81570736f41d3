import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type BucketState, isFull, takeToken, tokensAt } from './token-bucket';

const shape = { burst: 10, refillPerHour: 10 };
const MINUTE = 60_000;

/** Takes a token at each time in `times` (ascending); returns how many were allowed. */
function allowedAt(times: number[], bucketShape = shape): number {
  let state: BucketState | null = null;
  let allowed = 0;
  for (const now of times) {
    const result = takeToken(bucketShape, state, now);
    state = result.bucket;
    if (result.allowed) allowed++;
  }
  return allowed;
}

describe('token bucket', () => {
  it('allows the burst at once, then refuses with the wait until the next token', () => {
    let state: BucketState | null = null;
    for (let i = 0; i < 10; i++) {
      const result = takeToken(shape, state, 0);
      expect(result.allowed).toBe(true);
      state = result.bucket;
    }
    const refused = takeToken(shape, state, 0);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 360 });
    // A refused call leaves the bucket as it was.
    expect(refused.bucket).toEqual(state);
    // Six minutes later one token is back.
    expect(takeToken(shape, state, 6 * MINUTE).allowed).toBe(true);
  });

  it('cuts a loop of 60 calls in a minute off at the burst', () => {
    const times = Array.from({ length: 60 }, (_, i) => i * 1000);
    expect(allowedAt(times)).toBe(10);
  });

  it('never lets through more than the burst plus what refilled, whatever the timing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 * 3_600_000 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 20_000 }),
        (raw, burst, refillPerHour) => {
          const times = raw.sort((a, b) => a - b);
          const span = times.length ? times[times.length - 1]! - times[0]! : 0;
          const allowed = allowedAt(times, { burst, refillPerHour });
          expect(allowed).toBeLessThanOrEqual(
            burst + Math.floor((span * refillPerHour) / 3_600_000),
          );
          // ...and refuses nothing while calls come slower than the refill.
          const slow = Array.from({ length: 30 }, (_, i) => (i * 3_600_000) / refillPerHour);
          expect(allowedAt(slow, { burst, refillPerHour })).toBe(30);
        },
      ),
    );
  });

  it('refills nothing when the clock goes backwards, and forgets only full buckets', () => {
    const state = { tokens: 2, at: 10 * MINUTE };
    expect(tokensAt(shape, state, 0)).toBe(2);
    expect(isFull(shape, state, 10 * MINUTE)).toBe(false);
    expect(isFull(shape, state, 60 * MINUTE)).toBe(true);
    expect(tokensAt(shape, null, 0)).toBe(10);
  });
});
