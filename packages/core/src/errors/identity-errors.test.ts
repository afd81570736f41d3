import { describe, expect, it } from 'vitest';

import {
  IDENTITY_ERROR_FALLBACK,
  IDENTITY_ERROR_MESSAGES,
  identityErrorMessage,
  isIdentityErrorCode,
} from './identity-errors';

/** Every identity error of docs/product.md §8.4. */
const SPEC_CODES = [
  'network-request-failed',
  'internal-error',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'invalid-email',
  'wrong-password',
  'email-already-in-use',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'invalid-verification-code',
  'code-expired',
  'missing-multi-factor-info',
] as const;

describe('identity error catalogue', () => {
  it('covers every code of docs/product.md §8.4 and the modern invalid-credential', () => {
    for (const code of [...SPEC_CODES, 'invalid-credential']) {
      expect(isIdentityErrorCode(code), code).toBe(true);
    }
  });

  it('covers what the account pages meet: a new email, an ended session, another account, a policy', () => {
    for (const code of [
      'invalid-new-email',
      'user-token-expired',
      'user-mismatch',
      'password-does-not-meet-requirements',
    ]) {
      expect(identityErrorMessage(`auth/${code}`), code).not.toBe(IDENTITY_ERROR_FALLBACK);
    }
  });

  it('gives each a distinct, complete sentence that is not the code itself', () => {
    const messages = SPEC_CODES.map((code) => IDENTITY_ERROR_MESSAGES[code]);
    expect(new Set(messages).size).toBe(SPEC_CODES.length);
    for (const [code, message] of Object.entries(IDENTITY_ERROR_MESSAGES)) {
      expect(message, code).toMatch(/^[A-Z].*\.$/);
      expect(message, code).not.toContain(code);
      expect(message.length, code).toBeLessThan(140);
    }
  });
});

describe('identityErrorMessage', () => {
  it('accepts the SDK code with or without "auth/"', () => {
    expect(identityErrorMessage('auth/wrong-password')).toBe(
      IDENTITY_ERROR_MESSAGES['wrong-password'],
    );
    expect(identityErrorMessage('wrong-password')).toBe(IDENTITY_ERROR_MESSAGES['wrong-password']);
    expect(identityErrorMessage(' auth/popup-blocked ')).toBe(
      IDENTITY_ERROR_MESSAGES['popup-blocked'],
    );
  });

  it('tells a wrong email or password apart from a missing account only where the SDK does', () => {
    expect(identityErrorMessage('auth/invalid-credential')).toMatch(/email and password/);
    expect(identityErrorMessage('auth/user-not-found')).toMatch(/no account/);
  });

  it('accepts the SDK error object itself', () => {
    const error = Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), {
      code: 'auth/too-many-requests',
    });
    expect(identityErrorMessage(error)).toBe(IDENTITY_ERROR_MESSAGES['too-many-requests']);
  });

  it.each([
    'auth/some-new-code',
    'functions/internal',
    '',
    'toString',
    'auth/__proto__',
    undefined,
    null,
    42,
    {},
    { code: 7 },
  ])('falls back to a general message for %j', (code) => {
    expect(identityErrorMessage(code)).toBe(IDENTITY_ERROR_FALLBACK);
  });
});
