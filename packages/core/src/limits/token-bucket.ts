/**
 * A token bucket: `burst` calls at once, then `refillPerHour` more per hour, spread evenly. Its
 * whole state is two numbers, so the same pure functions serve the in-memory buckets of public
 * calls and the per-account buckets stored in Firestore.
 */
export interface BucketShape {
  /** Calls allowed at once: the bucket's size, and where a new or long-idle bucket starts. */
  burst: number;
  /** Calls regained per hour after that. */
  refillPerHour: number;
}

/** A bucket's state: the tokens left when it was last touched, and when (ms since epoch). */
export interface BucketState {
  tokens: number;
  at: number;
}

export type TakeResult =
  | { allowed: true; bucket: BucketState }
  | { allowed: false; bucket: BucketState; retryAfterSeconds: number };

const MS_PER_HOUR = 3_600_000;
/** Refill arithmetic is in floating point: a call exactly one refill interval later must pass. */
const EPSILON = 1e-9;

/** The tokens a bucket holds at `now`: what was left plus what refilled since, up to its size. */
export function tokensAt(shape: BucketShape, state: BucketState | null, now: number): number {
  if (!state) return shape.burst;
  // A clock that went backwards (another instance's, a corrected one) refills nothing.
  const elapsed = Math.max(0, now - state.at);
  return Math.min(shape.burst, state.tokens + (elapsed * shape.refillPerHour) / MS_PER_HOUR);
}

/**
 * Takes one token for a call at `now`. Refused, the bucket is left as it was (a refused call
 * costs nothing) and `retryAfterSeconds` says when the next token is there (at least 1).
 */
export function takeToken(shape: BucketShape, state: BucketState | null, now: number): TakeResult {
  const tokens = tokensAt(shape, state, now);
  if (tokens >= 1 - EPSILON)
    return { allowed: true, bucket: { tokens: Math.max(0, tokens - 1), at: now } };
  const waitMs = ((1 - tokens) * MS_PER_HOUR) / shape.refillPerHour;
  return {
    allowed: false,
    bucket: state ?? { tokens, at: now },
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/** Whether a bucket is full again at `now` (then forgetting it changes nothing). */
export function isFull(shape: BucketShape, state: BucketState, now: number): boolean {
  return tokensAt(shape, state, now) >= shape.burst - EPSILON;
}
