import { RECENT_SIGN_IN_SECONDS, requiresRecentLogin } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { assertRecentSignIn } from './recent-sign-in';

const now = new Date('2026-11-01T12:00:00Z');
const seconds = now.getTime() / 1000;

describe('assertRecentSignIn', () => {
  it('lets a sign-in of the last five minutes through', () => {
    expect(() => assertRecentSignIn(seconds, now, 'delete your account')).not.toThrow();
    expect(() =>
      assertRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS, now, 'delete your account'),
    ).not.toThrow();
  });

  it.each([seconds - RECENT_SIGN_IN_SECONDS - 1, seconds - 86_400, null])(
    'asks for a fresh sign-in when it was at %s',
    (authTime) => {
      let thrown: unknown;
      try {
        assertRecentSignIn(authTime, now, 'delete your account');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        code: 'unauthenticated',
        message: 'For your security, sign in again to delete your account.',
      });
      expect(requiresRecentLogin(thrown as never)).toBe(true);
    },
  );
});
