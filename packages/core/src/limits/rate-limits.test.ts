import { describe, expect, it } from 'vitest';

import { callables } from '../callables/registry';
import { RATE_LIMITS, rateLimitOf } from './rate-limits';
import { READ_CEILINGS, readCeilingOf } from './read-ceilings';
import { type BucketState, takeToken } from './token-bucket';

const allowedInARow = (name: keyof typeof RATE_LIMITS, calls: number, spacingMs: number) => {
  const limit = RATE_LIMITS[name]!;
  let state: BucketState | null = null;
  let allowed = 0;
  for (let i = 0; i < calls; i++) {
    const result = takeToken(limit, state, i * spacingMs);
    state = result.bucket;
    if (result.allowed) allowed++;
  }
  return allowed;
};

describe('rate limits', () => {
  it('limit only callables of the registry, per account only where there is an account', () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      const contract = callables[name as keyof typeof callables];
      expect(contract, name).toBeDefined();
      if (limit.scope === 'account') expect(contract.access, name).not.toBe('public');
      expect(limit.burst).toBeGreaterThanOrEqual(1);
      expect(limit.refillPerHour).toBeGreaterThan(0);
    }
    expect(rateLimitOf('whoami')).toBeUndefined();
    expect(rateLimitOf('toString')).toBeUndefined();
    expect(rateLimitOf('createSupportRequest')?.scope).toBe('account');
  });

  it('let a partner add a chain of 20 locations in one sitting', () => {
    expect(allowedInARow('createVenue', 20, 10_000)).toBe(20);
  });

  it('let a busy admin report results for a queue of hundreds within an hour', () => {
    expect(allowedInARow('reportEventResults', 400, 9_000)).toBe(400);
  });

  it('cut a loop of 60 support requests in a minute off well before the 60th', () => {
    expect(allowedInARow('createSupportRequest', 60, 1_000)).toBeLessThanOrEqual(11);
  });

  it('answer most of a burst of 300 searches in 10 s from one address with 429', () => {
    const allowed = allowedInARow('nearbyVenues', 300, 10_000 / 300);
    expect(allowed).toBeLessThan(150);
    expect(allowed).toBeGreaterThanOrEqual(60);
  });
});

describe('read ceilings', () => {
  it('give every public callable, and only those, a ceiling', () => {
    const publicNames = Object.values(callables)
      .filter((contract) => contract.access === 'public')
      .map((contract) => contract.name)
      .sort();
    expect(Object.keys(READ_CEILINGS).sort()).toEqual(publicNames);
    // A whole number of documents; 0 for a public callable that reads nothing in Firestore.
    for (const name of publicNames) expect(Number.isSafeInteger(readCeilingOf(name))).toBe(true);
    expect(readCeilingOf('nearbyVenues')).toBeGreaterThan(0);
    expect(readCeilingOf('geocodeAddress')).toBe(0);
    expect(readCeilingOf('createEvent')).toBeUndefined();
  });
});
