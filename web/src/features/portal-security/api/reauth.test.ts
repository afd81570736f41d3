import { describe, expect, it } from 'vitest';

import { needsReauth, passwordCheckFailure, reauthMethods } from './reauth';

const identity = (providers: string[], email: string | null = 'dana@fundax.test') => ({
  email,
  displayName: null,
  emailVerified: true,
  providers,
});

describe('needsReauth', () => {
  it('answers the identity provider’s requires-recent-login and deleteAccount’s own', () => {
    expect(needsReauth({ code: 'requires-recent-login', message: 'x' })).toBe(true);
    expect(
      needsReauth({
        code: 'unauthenticated',
        message: 'For your security, sign in again to delete your account.',
        details: { reason: 'requires-recent-login', maxAgeSeconds: 300 },
      }),
    ).toBe(true);
  });

  it('leaves every other failure to its message', () => {
    expect(needsReauth(null)).toBe(false);
    // Signed out altogether is not a re-authentication.
    expect(needsReauth({ code: 'unauthenticated', message: 'Please sign in.' })).toBe(false);
    expect(needsReauth({ code: 'failed-precondition', message: 'Last admin.' })).toBe(false);
    expect(needsReauth({ code: 'wrong-password', message: 'x' })).toBe(false);
  });
});

describe('reauthMethods', () => {
  it('offers the password to a password user and Google to a Google user', () => {
    expect(reauthMethods(identity(['password']))).toEqual({ password: true, google: false });
    expect(reauthMethods(identity(['google.com']))).toEqual({ password: false, google: true });
    expect(reauthMethods(identity(['password', 'google.com']))).toEqual({
      password: true,
      google: true,
    });
  });

  it('offers neither to a phone user, or before the identity is known', () => {
    expect(reauthMethods(identity(['phone'], null))).toEqual({ password: false, google: false });
    expect(reauthMethods(null)).toEqual({ password: false, google: false });
  });
});

describe('passwordCheckFailure', () => {
  it('says the password is wrong, not that the email and password do not match', () => {
    expect(passwordCheckFailure({ code: 'invalid-credential', message: 'x' })).toEqual({
      code: 'wrong-password',
      message: 'x',
    });
    expect(passwordCheckFailure({ code: 'invalid-login-credentials' }).code).toBe('wrong-password');
    expect(passwordCheckFailure({ code: 'too-many-requests' }).code).toBe('too-many-requests');
  });
});
