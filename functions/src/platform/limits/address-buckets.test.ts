import { PUBLIC_SEARCH_LIMIT, type RateLimit } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { AddressBuckets } from './address-buckets';

const limit: RateLimit = { ...PUBLIC_SEARCH_LIMIT, burst: 3, refillPerHour: 3600 };

/** Whether a call from `address` at `now` went through. */
const tryTake = (buckets: AddressBuckets, address: string, now: number, shape = limit) => {
  try {
    buckets.take(shape, address, now);
    return true;
  } catch (error) {
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'rate-limit', scope: 'address', what: 'searches' },
    });
    return false;
  }
};

describe('AddressBuckets', () => {
  it('lets the burst through per address, then refuses until the refill', () => {
    const buckets = new AddressBuckets();
    expect([1, 2, 3, 4].map(() => tryTake(buckets, '198.51.100.7', 0))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another address has its own bucket.
    expect(tryTake(buckets, '198.51.100.8', 0)).toBe(true);
    // One a second comes back.
    expect(tryTake(buckets, '198.51.100.7', 1000)).toBe(true);
    expect(tryTake(buckets, '198.51.100.7', 1000)).toBe(false);
  });

  it('keeps limits of different names apart for one address', () => {
    const buckets = new AddressBuckets();
    for (let i = 0; i < 3; i++) tryTake(buckets, 'a', 0);
    expect(tryTake(buckets, 'a', 0)).toBe(false);
    expect(tryTake(buckets, 'a', 0, { ...limit, bucket: 'geocoding' })).toBe(true);
  });

  it('never tracks more addresses than its capacity, forgetting the least recently seen', () => {
    const buckets = new AddressBuckets(100);
    for (let i = 0; i < 1000; i++) tryTake(buckets, `10.0.${Math.floor(i / 250)}.${i % 250}`, 0);
    expect(buckets.size).toBe(100);
    // A drained address seen recently is still limited...
    const drained = '203.0.113.1';
    for (let i = 0; i < 3; i++) tryTake(buckets, drained, 0);
    for (let i = 0; i < 99; i++) tryTake(buckets, `192.0.2.${i}`, 0);
    expect(tryTake(buckets, drained, 0)).toBe(false);
    expect(buckets.size).toBe(100);
  });
});
