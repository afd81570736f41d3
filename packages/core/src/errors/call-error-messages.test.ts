import { describe, expect, it } from 'vitest';

import { CALL_ERROR_MESSAGES, callErrorMessage } from './call-error-messages';
import { CALLABLE_ERROR_CODES, type CallableErrorCode } from './callable-codes';
import type { CallError } from './fundax-error';
import { IDENTITY_ERROR_MESSAGES } from './identity-errors';
import { requiresRecentLogin } from './recent-login';
import { READ_CEILING_MESSAGE } from '../limits/limit-messages';

const error = (code: CallableErrorCode, message: string, details?: unknown): CallError => ({
  code,
  message,
  details,
});

describe('CALL_ERROR_MESSAGES', () => {
  it('has a sentence for every callable code', () => {
    for (const code of CALLABLE_ERROR_CODES)
      expect(CALL_ERROR_MESSAGES[code]).toMatch(/^[A-Z].*\.$/);
  });
});

describe('callErrorMessage', () => {
  it('shows the first field message of invalid-argument, without the path', () => {
    const details = {
      issues: [
        { path: ['eventEnd'], message: 'The event must end after it starts.' },
        { path: ['title'], message: 'Event title is required.' },
      ],
    };
    expect(
      callErrorMessage(
        error('invalid-argument', 'eventEnd: The event must end after it starts.', details),
      ),
    ).toBe('The event must end after it starts.');
  });

  it('keeps the server message of invalid-argument when there are no issues', () => {
    expect(callErrorMessage(error('invalid-argument', 'That venue is not approved yet.'))).toBe(
      'That venue is not approved yet.',
    );
    expect(
      callErrorMessage(error('invalid-argument', 'Pick a venue.', { issues: [{ path: [] }] })),
    ).toBe('Pick a venue.');
  });

  it('keeps the specific message of failed-precondition and already-exists', () => {
    expect(
      callErrorMessage(error('failed-precondition', 'The event has not ended yet; pay it after.')),
    ).toBe('The event has not ended yet; pay it after.');
    expect(callErrorMessage(error('already-exists', 'You already have an account.'))).toBe(
      'You already have an account.',
    );
  });

  it('uses the default when such a message is missing or only echoes the code', () => {
    for (const message of ['', '  ', 'failed-precondition', 'FAILED_PRECONDITION']) {
      expect(callErrorMessage(error('failed-precondition', message))).toBe(
        CALL_ERROR_MESSAGES['failed-precondition'],
      );
    }
    expect(callErrorMessage(error('invalid-argument', 'invalid-argument'))).toBe(
      CALL_ERROR_MESSAGES['invalid-argument'],
    );
    expect(callErrorMessage(error('already-exists', 'functions/already-exists'))).toBe(
      CALL_ERROR_MESSAGES['already-exists'],
    );
  });

  it.each([
    'permission-denied',
    'unauthenticated',
    'not-found',
    'aborted',
    'resource-exhausted',
    'unavailable',
    'deadline-exceeded',
    'internal',
  ] as const)('always uses the catalogue for %s, whatever the server said', (code) => {
    expect(callErrorMessage(error(code, 'Error: stack trace at handler.ts:12'))).toBe(
      CALL_ERROR_MESSAGES[code],
    );
  });

  it('gives good defaults people can act on', () => {
    expect(callErrorMessage(error('unauthenticated', ''))).toBe('Please sign in to do this.');
    expect(callErrorMessage(error('deadline-exceeded', 'deadline-exceeded'))).toMatch(
      /may still have gone through/,
    );
    expect(callErrorMessage(error('unavailable', 'Failed to fetch'))).toMatch(/connection/);
  });
});

describe('callErrorMessage for limits and fresh sign-ins', () => {
  it('says what a 429 limited and when to try again, from its details', () => {
    const details = {
      reason: 'rate-limit',
      scope: 'account',
      what: 'new events',
      retryAfterSeconds: 120,
    };
    expect(callErrorMessage(error('resource-exhausted', 'RESOURCE_EXHAUSTED', details))).toBe(
      'Too many new events from your account in a short time. Try again in about 2 minutes.',
    );
    expect(
      callErrorMessage(error('resource-exhausted', 'x', { reason: 'read-ceiling', ceiling: 9 })),
    ).toBe(READ_CEILING_MESSAGE);
    expect(callErrorMessage(error('resource-exhausted', 'Quota exceeded.'))).toBe(
      CALL_ERROR_MESSAGES['resource-exhausted'],
    );
  });

  it('asks for a fresh sign-in when the server says the last one is too old', () => {
    const stale = error('unauthenticated', 'Sign in again to delete your account.', {
      reason: 'requires-recent-login',
      maxAgeSeconds: 300,
    });
    expect(requiresRecentLogin(stale)).toBe(true);
    expect(callErrorMessage(stale)).toBe(IDENTITY_ERROR_MESSAGES['requires-recent-login']);
    expect(requiresRecentLogin(error('unauthenticated', 'Please sign in.'))).toBe(false);
    expect(callErrorMessage(error('unauthenticated', 'x'))).toBe(
      CALL_ERROR_MESSAGES.unauthenticated,
    );
  });
});
