import { describe, expect, it } from 'vitest';

import { rateLimitDetailsSchema, readCeilingDetailsSchema } from './limit-details';
import {
  READ_CEILING_MESSAGE,
  isRateLimitDetails,
  isReadCeilingDetails,
  rateLimitMessage,
  resourceExhaustedMessage,
  retryHint,
} from './limit-messages';

describe('limit messages', () => {
  it.each([
    [0, 'in 1 second'],
    [1, 'in 1 second'],
    [42.2, 'in 43 seconds'],
    [60, 'in about 1 minute'],
    [361, 'in about 7 minutes'],
    [3540, 'in about 59 minutes'],
    [3600, 'in about an hour'],
    [3 * 3600, 'in about 3 hours'],
  ])('says when to try again after %s s: %s', (seconds, hint) => {
    expect(retryHint(seconds)).toBe(hint);
  });

  it('says what was limited, whose, and when to try again', () => {
    expect(
      rateLimitMessage({
        reason: 'rate-limit',
        scope: 'account',
        what: 'support requests',
        retryAfterSeconds: 360,
      }),
    ).toBe(
      'Too many support requests from your account in a short time. Try again in about 6 minutes.',
    );
    expect(
      resourceExhaustedMessage({
        reason: 'rate-limit',
        scope: 'address',
        what: 'searches',
        retryAfterSeconds: 2,
      }),
    ).toBe('Too many searches from your connection in a short time. Try again in 2 seconds.');
    expect(resourceExhaustedMessage({ reason: 'read-ceiling', ceiling: 4000 })).toBe(
      READ_CEILING_MESSAGE,
    );
    expect(resourceExhaustedMessage({ reason: 'rate-limit' })).toBeNull();
    expect(resourceExhaustedMessage(undefined)).toBeNull();
  });
});

describe('the plain checks of a 429’s details', () => {
  const rateLimit = {
    reason: 'rate-limit',
    scope: 'account',
    what: 'searches',
    retryAfterSeconds: 5,
  };
  const ceiling = { reason: 'read-ceiling', ceiling: 500 };
  it.each([
    ['a rate limit', rateLimit],
    ['an address rate limit', { ...rateLimit, scope: 'address' }],
    ['another scope', { ...rateLimit, scope: 'planet' }],
    ['a zero wait', { ...rateLimit, retryAfterSeconds: 0 }],
    ['a fractional wait', { ...rateLimit, retryAfterSeconds: 1.5 }],
    ['no what', { ...rateLimit, what: undefined }],
    ['a read ceiling', ceiling],
    ['a negative ceiling', { ...ceiling, ceiling: -1 }],
    ['a ceiling as text', { ...ceiling, ceiling: '500' }],
    ['null', null],
    ['an array', [rateLimit]],
    ['text', 'rate-limit'],
  ])('agree with the schemas on %s', (_what, details) => {
    expect(isRateLimitDetails(details)).toBe(rateLimitDetailsSchema.safeParse(details).success);
    expect(isReadCeilingDetails(details)).toBe(readCeilingDetailsSchema.safeParse(details).success);
  });
});
