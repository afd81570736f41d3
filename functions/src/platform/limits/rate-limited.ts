import { FundaxError, type RateLimit, type RateLimitDetails, rateLimitMessage } from '@fundax/core';

/** The 429 a caller past a rate limit gets: what was limited, whose, and when to try again. */
export function rateLimited(limit: RateLimit, retryAfterSeconds: number): FundaxError {
  const details: RateLimitDetails = {
    reason: 'rate-limit',
    scope: limit.scope,
    what: limit.what,
    retryAfterSeconds,
  };
  return new FundaxError('resource-exhausted', rateLimitMessage(details), details);
}
