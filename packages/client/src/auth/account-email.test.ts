import { beforeEach, describe, expect, it, vi } from 'vitest';

import { loadAccount } from '../session/load-account';
import { signedIn } from '../session/session-events';
import { makeStore } from '../store/make-store';
import { confirmAccountEmail } from './account-email';

const backend = vi.hoisted(() => ({
  authClient: vi.fn(),
  syncAccountEmail: vi.fn(),
  getDoc: vi.fn(),
}));

vi.mock('../firebase/auth', () => ({ authClient: backend.authClient }));
vi.mock('../callables/callable', () => ({
  callable: (contract: { name: string }) =>
    contract.name === 'syncAccountEmail' ? backend.syncAccountEmail : vi.fn(),
}));
vi.mock('../firebase/firestore', () => ({ firestoreClient: () => Promise.resolve({}) }));
vi.mock('firebase/firestore/lite', () => ({ getDoc: backend.getDoc }));
vi.mock('../queries/users', () => ({ ownUserDoc: () => ({}) }));

const user = {
  uid: 'u1',
  email: 'dana@fundax.test',
  emailVerified: false,
  reload: vi.fn(),
  getIdToken: vi.fn(),
};

const storedAccount = {
  id: 'u1',
  role: 'fundaxer' as const,
  displayName: 'Dana Yazzie',
  email: 'dana@fundax.test',
  emailVerified: true,
  phone: null,
  organization: null,
  listings: [],
  payoutProfile: null,
  createdAt: new Date('2026-01-02T00:00:00Z'),
  updatedAt: new Date('2026-01-03T00:00:00Z'),
};

/** Signed in with an account whose copy of the address is not verified yet. */
function signedInStore() {
  const store = makeStore();
  store.dispatch(
    signedIn({ uid: 'u1', admin: false, email: 'dana@fundax.test', providers: ['password'] }),
  );
  store.dispatch(
    loadAccount.fulfilled(
      {
        ...storedAccount,
        emailVerified: false,
        createdAt: '2026-01-02T00:00:00.000Z',
        updatedAt: '2026-01-03T00:00:00.000Z',
      },
      'r1',
      'u1',
    ),
  );
  return store;
}

beforeEach(() => {
  vi.clearAllMocks();
  user.emailVerified = false;
  backend.authClient.mockResolvedValue({ currentUser: user });
  user.reload.mockImplementation(() => {
    user.emailVerified = true;
    return Promise.resolve();
  });
  backend.getDoc.mockResolvedValue({ data: () => storedAccount });
});

describe('confirmAccountEmail', () => {
  it('reads the identity with a fresh token, copies it onto the account, and reads that again', async () => {
    backend.syncAccountEmail.mockResolvedValue({
      email: 'dana@fundax.test',
      emailVerified: true,
      updated: true,
    });
    const store = signedInStore();
    const action = await store.dispatch(confirmAccountEmail());
    expect(action.payload).toEqual({
      email: 'dana@fundax.test',
      emailVerified: true,
      updated: true,
    });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(backend.syncAccountEmail).toHaveBeenCalledWith({});
    expect(store.getState().user.identity).toMatchObject({ emailVerified: true });
    expect(store.getState().user.account).toMatchObject({ emailVerified: true });
  });

  it('does not read the account again when nothing changed on it', async () => {
    backend.syncAccountEmail.mockResolvedValue({
      email: 'dana@fundax.test',
      emailVerified: false,
      updated: false,
    });
    user.reload.mockResolvedValue(undefined);
    const action = await signedInStore().dispatch(confirmAccountEmail());
    expect(action.payload).toMatchObject({ emailVerified: false, updated: false });
    expect(backend.getDoc).not.toHaveBeenCalled();
  });

  it('rejects with the identity provider’s code when the session ended (an email change)', async () => {
    user.reload.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), {
        code: 'auth/user-token-expired',
      }),
    );
    const action = await signedInStore().dispatch(confirmAccountEmail());
    expect(action.payload).toMatchObject({ code: 'user-token-expired' });
    expect(backend.syncAccountEmail).not.toHaveBeenCalled();
  });

  it('rejects with the whole call error when the copy fails', async () => {
    backend.syncAccountEmail.mockRejectedValue(
      Object.assign(new Error('unavailable'), { code: 'functions/unavailable' }),
    );
    const action = await signedInStore().dispatch(confirmAccountEmail());
    expect(action.payload).toMatchObject({ code: 'unavailable' });
  });
});
