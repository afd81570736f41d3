import { registerAccount, updateProfile, whoami } from '@fundax/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from './call-error';
import { callable } from './callable';

const sdk = vi.hoisted(() => ({ send: vi.fn(), httpsCallable: vi.fn(), authClient: vi.fn() }));

vi.mock('../firebase/functions', () => ({ functionsClient: () => Promise.resolve({}) }));
vi.mock('../firebase/auth', () => ({ authClient: sdk.authClient, authLoaded: () => null }));
vi.mock('firebase/functions', () => ({ httpsCallable: sdk.httpsCallable }));

beforeEach(() => {
  vi.clearAllMocks();
  sdk.httpsCallable.mockReturnValue(sdk.send);
  sdk.authClient.mockResolvedValue({});
});

describe('callable', () => {
  it('sends a valid input without undefined keys (the SDK would turn them into null)', async () => {
    sdk.send.mockResolvedValue({ data: { uid: 'u1', role: 'partner' } });
    const result = await callable(registerAccount)({
      role: 'partner',
      displayName: 'Lucía Montoya',
      organization: { name: 'Montoya Tortillería', website: undefined },
      phone: undefined,
    });
    expect(sdk.httpsCallable).toHaveBeenCalledWith({}, 'registerAccount', { timeout: 70_000 });
    expect(sdk.send).toHaveBeenCalledWith({
      role: 'partner',
      displayName: 'Lucía Montoya',
      organization: { name: 'Montoya Tortillería' },
    });
    expect(result).toEqual({ uid: 'u1', role: 'partner' });
  });

  it('keeps null, which clears a field', async () => {
    sdk.send.mockResolvedValue({ data: { uid: 'u1' } });
    await callable(updateProfile)({ website: null, city: 'Albuquerque' });
    expect(sdk.send).toHaveBeenCalledWith({ website: null, city: 'Albuquerque' });
  });

  it('refuses an invalid input before sending, with the field messages', async () => {
    const failure = await callable(registerAccount)({ role: 'partner', displayName: 'Lu' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CallFailure);
    expect((failure as CallFailure).error).toMatchObject({
      code: 'invalid-argument',
      message: 'organization.name: Partners need their business name.',
    });
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it('turns a Functions error into { code, message, details }', async () => {
    sdk.send.mockRejectedValue(
      Object.assign(new Error('You already have a Fundax account.'), {
        code: 'functions/already-exists',
        details: { uid: 'u1' },
      }),
    );
    const failure = (await callable(whoami)({}).catch((error: unknown) => error)) as CallFailure;
    expect(failure.error).toEqual({
      code: 'already-exists',
      message: 'You already have a Fundax account.',
      details: { uid: 'u1' },
    });
  });

  it('loads Auth first for a callable that needs sign-in, so the token rides along', async () => {
    sdk.send.mockResolvedValue({ data: { uid: 'u1' } });
    await callable(updateProfile)({ city: 'Albuquerque' });
    expect(sdk.authClient).toHaveBeenCalled();
    sdk.authClient.mockClear();
    sdk.send.mockResolvedValue({
      data: { uid: null, admin: false, hasAccount: false, role: null },
    });
    await callable(whoami)({});
    expect(sdk.authClient).not.toHaveBeenCalled();
  });
});
