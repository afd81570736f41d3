import { describe, expect, it } from 'vitest';

import { CALLABLE_ERROR_CODES, httpStatusOf, isCallableErrorCode } from './callable-codes';
import { FundaxError } from './fundax-error';

describe('callable error codes', () => {
  it('map to the HTTP statuses of docs/product.md §8.1', () => {
    expect({
      'invalid-argument': httpStatusOf('invalid-argument'),
      unauthenticated: httpStatusOf('unauthenticated'),
      'permission-denied': httpStatusOf('permission-denied'),
      'not-found': httpStatusOf('not-found'),
      aborted: httpStatusOf('aborted'),
      'resource-exhausted': httpStatusOf('resource-exhausted'),
      cancelled: httpStatusOf('cancelled'),
      internal: httpStatusOf('internal'),
      unimplemented: httpStatusOf('unimplemented'),
      unavailable: httpStatusOf('unavailable'),
      'deadline-exceeded': httpStatusOf('deadline-exceeded'),
    }).toEqual({
      'invalid-argument': 400,
      unauthenticated: 401,
      'permission-denied': 403,
      'not-found': 404,
      aborted: 409,
      'resource-exhausted': 429,
      cancelled: 499,
      internal: 500,
      unimplemented: 501,
      unavailable: 503,
      'deadline-exceeded': 504,
    });
  });

  it('give every code a 4xx or 5xx status', () => {
    for (const code of CALLABLE_ERROR_CODES) expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
  });

  it('recognise only known codes', () => {
    expect(isCallableErrorCode('not-found')).toBe(true);
    expect(isCallableErrorCode('functions/not-found')).toBe(false);
    expect(isCallableErrorCode('toString')).toBe(false);
    expect(isCallableErrorCode(404)).toBe(false);
  });

  it('carry code, message and details on a FundaxError', () => {
    const error = new FundaxError('failed-precondition', 'The event has not ended yet.', {
      eventId: 'e1',
    });
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.message, error.details]).toEqual([
      'failed-precondition',
      'The event has not ended yet.',
      { eventId: 'e1' },
    ]);
  });
});
