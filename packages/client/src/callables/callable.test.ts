import { type nearbyEvents, registerAccount, updateProfile, whoami } from '@fundax/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { initFirebase } from '../firebase/app';
import { CallFailure } from './call-error';
import { callable, publicCallable } from './callable';
import { lastChangeAt, noteChange } from './last-change';

const auth = vi.hoisted(() => ({
  authClient: vi.fn(),
  authLoaded: vi.fn(),
  getIdToken: vi.fn<() => Promise<string>>(),
}));

// The module boundary: Auth gives the token; the wire is the browser's fetch.
vi.mock('../firebase/auth', () => ({
  authClient: auth.authClient,
  authLoaded: auth.authLoaded,
}));

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  initFirebase({
    options: { apiKey: 'k', projectId: 'demo-fundax' },
    emulators: { auth: 'h:1', firestore: 'h:2', functions: '127.0.0.1:5001' },
  });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const signedIn = { currentUser: { getIdToken: auth.getIdToken } };
  auth.authClient.mockResolvedValue(signedIn);
  auth.authLoaded.mockReturnValue(null);
  auth.getIdToken.mockResolvedValue('id-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

function sent(index = 0) {
  const [url, init] = fetchMock.mock.calls[index]!;
  return {
    url,
    headers: init?.headers as Record<string, string>,
    body: JSON.parse(init?.body as string) as unknown,
  };
}

describe('callable', () => {
  it('posts { data } without undefined keys to the Functions emulator, with the ID token', async () => {
    answer(200, { result: { uid: 'u1', role: 'partner' } });
    const result = await callable(registerAccount)({
      role: 'partner',
      displayName: 'Lucía Montoya',
      organization: { name: 'Montoya Tortillería', website: undefined },
      phone: undefined,
    });
    expect(result).toEqual({ uid: 'u1', role: 'partner' });
    const { url, headers, body } = sent();
    expect(url).toBe('http://127.0.0.1:5001/demo-fundax/us-central1/registerAccount');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer id-token',
    });
    expect(body).toEqual({
      data: {
        role: 'partner',
        displayName: 'Lucía Montoya',
        organization: { name: 'Montoya Tortillería' },
      },
    });
  });

  it('keeps null, which clears a field', async () => {
    answer(200, { result: { uid: 'u1' } });
    await callable(updateProfile)({ website: null, city: 'Albuquerque' });
    expect(sent().body).toEqual({ data: { website: null, city: 'Albuquerque' } });
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a callable error into { code, message, details } as the Functions SDK did', async () => {
    answer(409, {
      error: {
        status: 'ALREADY_EXISTS',
        message: 'You already have a Fundax account.',
        details: { uid: 'u1' },
      },
    });
    const failure = (await callable(whoami)({}).catch((error: unknown) => error)) as CallFailure;
    expect(failure.error).toEqual({
      code: 'already-exists',
      message: 'You already have a Fundax account. [409]',
      details: { uid: 'u1' },
    });
  });

  it('loads Auth first for a callable that needs sign-in; a public one waits for nothing', async () => {
    answer(200, { result: { uid: 'u1' } });
    await callable(updateProfile)({ city: 'Albuquerque' });
    expect(auth.authClient).toHaveBeenCalled();
    auth.authClient.mockClear();
    answer(200, { result: { uid: null, admin: false, hasAccount: false, role: null } });
    await callable(whoami)({});
    expect(auth.authClient).not.toHaveBeenCalled();
    expect(sent(1).headers.Authorization).toBeUndefined();
  });

  it('sends the token with a public call too once Auth is loaded', async () => {
    auth.authLoaded.mockReturnValue(
      Promise.resolve({ currentUser: { getIdToken: auth.getIdToken } }),
    );
    answer(200, { result: { uid: 'u1', admin: false, hasAccount: true, role: 'partner' } });
    await callable(whoami)({});
    expect(sent().headers.Authorization).toBe('Bearer id-token');
    expect(auth.authClient).not.toHaveBeenCalled();
  });

  it('rejects an output that breaks the contract', async () => {
    answer(200, { result: { uid: 7 } });
    const failure = (await callable(updateProfile)({ city: 'Albuquerque' }).catch(
      (error: unknown) => error,
    )) as CallFailure;
    expect(failure.error.code).toBe('internal');
  });
});

describe('publicCallable', () => {
  it('sends the input as given and resolves with the result, without the contract’s schemas', async () => {
    answer(200, { result: { items: [] } });
    const search = publicCallable<typeof nearbyEvents>('nearbyEvents');
    await expect(search({ center: [35.08, -106.65], radiusKm: 10 })).resolves.toEqual({
      items: [],
    });
    expect(sent().url).toBe('http://127.0.0.1:5001/demo-fundax/us-central1/nearbyEvents');
    expect(sent().body).toEqual({ data: { center: [35.08, -106.65], radiusKm: 10 } });
    expect(auth.authClient).not.toHaveBeenCalled();
  });

  it('passes on the server’s field issues for an input it refuses', async () => {
    const details = {
      issues: [{ path: ['radiusKm'], message: 'The radius must be more than 0 km.' }],
    };
    answer(400, {
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'radiusKm: The radius must be more than 0 km.',
        details,
      },
    });
    const failure = (await publicCallable<typeof nearbyEvents>('nearbyEvents')({
      center: [35.08, -106.65],
      radiusKm: 0,
    }).catch((error: unknown) => error)) as CallFailure;
    expect(failure.error).toEqual({
      code: 'invalid-argument',
      message: 'radiusKm: The radius must be more than 0 km. [400]',
      details,
    });
  });
});

describe('noting changes', () => {
  beforeEach(() => localStorage.clear());

  it('notes a signed-in call that answered, even when its result breaks the contract', async () => {
    expect(lastChangeAt()).toBe(0);
    const before = Date.now();
    answer(200, { result: { uid: 'u1' } });
    await callable(updateProfile)({ city: 'Albuquerque' });
    expect(lastChangeAt()).toBeGreaterThanOrEqual(before);
    localStorage.clear();
    answer(200, { result: { uid: 7 } });
    await callable(updateProfile)({ city: 'Albuquerque' }).catch(() => undefined);
    expect(lastChangeAt()).toBeGreaterThanOrEqual(before);
  });

  it('notes nothing for a refused call, an invalid input or a public call', async () => {
    answer(403, { error: { status: 'PERMISSION_DENIED', message: 'Not yours.' } });
    await callable(updateProfile)({ city: 'Albuquerque' }).catch(() => undefined);
    await callable(updateProfile)({ website: 'not a url' }).catch(() => undefined);
    answer(200, { result: { uid: null, admin: false, hasAccount: false, role: null } });
    await callable(whoami)({});
    answer(200, { result: { items: [] } });
    await publicCallable<typeof nearbyEvents>('nearbyEvents')({
      center: [35.08, -106.65],
      radiusKm: 10,
    });
    expect(lastChangeAt()).toBe(0);
  });

  it('keeps working when storage refuses', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => noteChange()).not.toThrow();
    expect(lastChangeAt()).toBe(0);
  });
});
