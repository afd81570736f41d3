import type { CallError } from '@fundax/core';
import { describe, expect, it, vi } from 'vitest';

import { applyFieldErrors, applyMappedFieldErrors } from './field-errors';

const invalid = (...issues: [string, string][]): CallError => ({
  code: 'invalid-argument',
  message: 'Some fields need attention.',
  details: {
    issues: issues.map(([path, message]) => ({ path: path.split('.'), message })),
  },
});

describe('applyFieldErrors', () => {
  it('puts each message on the field of the same path, and says whether any landed', () => {
    const setError = vi.fn();
    const error = invalid(['organization.name', 'Partners need their business name.'], ['x', 'no']);
    expect(applyFieldErrors(error, setError, ['organization.name', 'displayName'])).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith('organization.name', {
      type: 'server',
      message: 'Partners need their business name.',
    });
  });

  it('matches whole paths only, and places nothing for an error without field issues', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(invalid(['organization.name', 'm']), setError, ['organization'])).toBe(
      false,
    );
    expect(
      applyFieldErrors({ code: 'unavailable', message: 'offline' }, setError, ['organization']),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('applyMappedFieldErrors', () => {
  it('maps contract paths, or their first segment, to the form’s field names', () => {
    const setError = vi.fn();
    const error = invalid(['amountCents', 'Too much.'], ['location.0', 'Latitude is off.']);
    expect(
      applyMappedFieldErrors(error, setError, { amountCents: 'amount', location: 'latitude' }),
    ).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['amount', { type: 'server', message: 'Too much.' }],
      ['latitude', { type: 'server', message: 'Latitude is off.' }],
    ]);
  });

  it('leaves paths it does not map to the general message', () => {
    const setError = vi.fn();
    expect(applyMappedFieldErrors(invalid(['reason', 'Say why.']), setError, { other: 'x' })).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
