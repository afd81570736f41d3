import { describe, expect, it } from 'vitest';

import type { CallError } from './fundax-error';
import { requiresRecentLogin } from './recent-login';
import { recentLoginDetailsSchema } from './recent-login-details';

const stale = { reason: 'requires-recent-login', maxAgeSeconds: 300 };

describe('requiresRecentLogin', () => {
  it.each([
    ['a recent-login answer', stale],
    ['no maximum age', { reason: 'requires-recent-login' }],
    ['a fractional age', { ...stale, maxAgeSeconds: 1.5 }],
    ['a zero age', { ...stale, maxAgeSeconds: 0 }],
    ['another reason', { ...stale, reason: 'expired' }],
    ['null', null],
    ['an array', [stale]],
    ['text', 'requires-recent-login'],
  ])('agrees with the schema on %s', (_what, details) => {
    const error: CallError = { code: 'unauthenticated', message: 'Sign in again.', details };
    expect(requiresRecentLogin(error)).toBe(recentLoginDetailsSchema.safeParse(details).success);
  });

  it('holds only for an unauthenticated answer', () => {
    expect(requiresRecentLogin({ code: 'permission-denied', message: 'No.', details: stale })).toBe(
      false,
    );
  });
});
