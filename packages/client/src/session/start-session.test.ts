import type { Auth, User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../store/make-store';
import { refreshAccount } from './load-account';
import { settleSession, startSession, userChanged } from './start-session';

const firebase = vi.hoisted(() => ({
  hasPersistedUser: vi.fn<() => boolean>(),
  persistedUserId: vi.fn<() => string | null>(() => null),
  authClient: vi.fn<() => Promise<unknown>>(),
  afterAuthLoads: vi.fn<(callback: (auth: unknown) => void) => void>(),
  onAuthStateChanged: vi.fn<(auth: unknown, next: (user: unknown) => void) => () => void>(),
  getDoc: vi.fn<(ref: unknown) => Promise<unknown>>(),
}));

vi.mock('../firebase/auth', () => ({
  hasPersistedUser: firebase.hasPersistedUser,
  persistedUserId: firebase.persistedUserId,
  authClient: firebase.authClient,
  afterAuthLoads: firebase.afterAuthLoads,
}));
vi.mock('firebase/auth', () => ({ onAuthStateChanged: firebase.onAuthStateChanged }));
vi.mock('../firebase/firestore', () => ({ firestoreClient: () => Promise.resolve({}) }));
vi.mock('firebase/firestore/lite', () => ({ getDoc: firebase.getDoc }));
vi.mock('../queries/users', () => ({ ownUserDoc: (_db: unknown, uid: string) => ({ uid }) }));

function fakeUser(uid: string, claims: Record<string, unknown>): User {
  return {
    uid,
    email: `${uid}@fundax.test`,
    displayName: null,
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
    getIdTokenResult: () => Promise.resolve({ claims }),
  } as unknown as User;
}

function accountSnapshot(data: Record<string, unknown> | undefined) {
  return { data: () => data };
}

const summary = { uid: 'u1', role: 'partner', displayName: 'Miguel Baca', admin: false };

const storedUser = {
  id: 'u1',
  role: 'fundaxer',
  displayName: 'Dana Yazzie',
  email: 'fundaxer@fundax.test',
  phone: null,
  organization: null,
  listings: [],
  payoutProfile: null,
  createdAt: new Date('2026-01-02T00:00:00Z'),
  updatedAt: new Date('2026-01-03T00:00:00Z'),
};

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('startSession', () => {
  it('knows at once that a browser with no stored session is signed out, without loading Auth', () => {
    firebase.hasPersistedUser.mockReturnValue(false);
    const store = makeStore();
    store.dispatch(startSession());
    expect(store.getState().user.status).toBe('signed-out');
    expect(firebase.authClient).not.toHaveBeenCalled();
    // ...and follows the user as soon as some page loads Auth (e.g. the sign-in page).
    expect(firebase.afterAuthLoads).toHaveBeenCalledOnce();
  });

  it('does not sign a visitor out again when settleSession already did (nothing is reset)', () => {
    firebase.hasPersistedUser.mockReturnValue(false);
    const store = makeStore();
    store.dispatch(settleSession());
    const before = store.getState();
    store.dispatch(startSession());
    expect(store.getState()).toBe(before);
    expect(firebase.afterAuthLoads).toHaveBeenCalledOnce();
  });

  it('restores a stored session: asks Auth for the current user and follows it', async () => {
    firebase.hasPersistedUser.mockReturnValue(true);
    const auth = {} as Auth;
    firebase.authClient.mockResolvedValue(auth);
    firebase.onAuthStateChanged.mockReturnValue(() => undefined);
    const store = makeStore();
    store.dispatch(startSession());
    expect(store.getState().user.status).toBe('unknown');
    await vi.waitFor(() =>
      expect(firebase.onAuthStateChanged).toHaveBeenCalledWith(auth, expect.any(Function)),
    );
  });

  it('reports Auth that cannot load instead of waiting forever', async () => {
    firebase.hasPersistedUser.mockReturnValue(true);
    firebase.authClient.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    store.dispatch(startSession());
    await vi.waitFor(() => expect(store.getState().user.status).toBe('failed'));
    expect(store.getState().user.error).toEqual({
      code: 'unavailable',
      message: 'Failed to fetch',
    });
  });
});

describe('userChanged', () => {
  it('sets the admin store from an admin claim, the user store, then logs in with the role', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', { admin: true }));
    const state = store.getState();
    expect(state.admin).toEqual({ uid: 'u1', isAdmin: true });
    expect(state.user.status).toBe('loaded');
    // What the identity provider says, beside the account: the banner asks to verify from it.
    expect(state.user.identity).toEqual({
      email: 'u1@fundax.test',
      displayName: null,
      emailVerified: false,
      providers: ['password'],
    });
    expect(state.user.account).toMatchObject({ id: 'u1', createdAt: '2026-01-02T00:00:00.000Z' });
    expect(state.session).toMatchObject({
      loggedIn: true,
      uid: 'u1',
      role: 'fundaxer',
      admin: true,
    });
  });

  it('leaves a signed-in user without an account not logged in', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(undefined));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('new', {}));
    expect(store.getState().user.status).toBe('missing');
    expect(store.getState().session.loggedIn).toBe(false);
    expect(store.getState().admin.isAdmin).toBe(false);
  });

  it('keeps the code and message when the account read fails', async () => {
    firebase.getDoc.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', {}));
    expect(store.getState().user).toMatchObject({
      status: 'failed',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
  });

  it('clears everything when the user signs out', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', { admin: true }));
    await userChanged(store.dispatch, null);
    const state = store.getState();
    expect([state.session.loggedIn, state.admin.isAdmin, state.user.status]).toEqual([
      false,
      false,
      'signed-out',
    ]);
  });
});

describe('settleSession', () => {
  it('signs a browser with no stored session out before anything renders', () => {
    firebase.hasPersistedUser.mockReturnValue(false);
    const store = makeStore();
    store.dispatch(settleSession());
    expect(store.getState().user.status).toBe('signed-out');
    expect(firebase.authClient).not.toHaveBeenCalled();
  });

  it('leaves a stored session to Auth, and starts loading Auth now', () => {
    firebase.hasPersistedUser.mockReturnValue(true);
    firebase.persistedUserId.mockReturnValue('u1');
    firebase.authClient.mockResolvedValue({});
    const store = makeStore();
    store.dispatch(settleSession());
    expect(store.getState().user.status).toBe('unknown');
    expect(firebase.authClient).toHaveBeenCalledOnce();
  });

  it('restores the session the last visit kept for the stored user: logged in at once', () => {
    firebase.hasPersistedUser.mockReturnValue(true);
    firebase.persistedUserId.mockReturnValue('u1');
    firebase.authClient.mockResolvedValue({});
    window.localStorage.setItem('fundax.session', JSON.stringify(summary));
    const store = makeStore();
    store.dispatch(settleSession());
    const state = store.getState();
    expect(state.session).toMatchObject({ loggedIn: true, uid: 'u1', role: 'partner' });
    expect(state.session.displayName).toBe('Miguel Baca');
    expect(state.admin.isAdmin).toBe(false);
    expect(state.user).toMatchObject({
      uid: 'u1',
      status: 'loaded',
      account: null,
      restored: true,
    });
    // Auth comes after the first render (startSession), behind the page's own code.
    expect(firebase.authClient).not.toHaveBeenCalled();
  });

  it('ignores a kept summary of another user', () => {
    firebase.hasPersistedUser.mockReturnValue(true);
    firebase.persistedUserId.mockReturnValue('u2');
    firebase.authClient.mockResolvedValue({});
    window.localStorage.setItem('fundax.session', JSON.stringify(summary));
    const store = makeStore();
    store.dispatch(settleSession());
    expect(store.getState().user.status).toBe('unknown');
  });
});

describe('a restored session', () => {
  function restored() {
    firebase.hasPersistedUser.mockReturnValue(true);
    firebase.persistedUserId.mockReturnValue('u1');
    firebase.authClient.mockResolvedValue({});
    window.localStorage.setItem('fundax.session', JSON.stringify({ ...summary, admin: true }));
    const store = makeStore();
    store.dispatch(settleSession());
    return store;
  }

  it('is confirmed by Auth for the same user: shown throughout, then with the fresh account', async () => {
    const store = restored();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().user.status));
    firebase.getDoc.mockResolvedValue(accountSnapshot({ ...storedUser, role: 'partner' }));
    await userChanged(store.dispatch, fakeUser('u1', {}), () => store.getState());
    expect(new Set(statuses)).toEqual(new Set(['loaded']));
    const state = store.getState();
    // The token's claims decide (no admin claim any more).
    expect(state.admin.isAdmin).toBe(false);
    expect(state.session.admin).toBe(false);
    expect(state.user).toMatchObject({ restored: false, account: { id: 'u1' } });
    expect(state.user.identity).toEqual({
      email: 'u1@fundax.test',
      displayName: null,
      emailVerified: false,
      providers: ['password'],
    });
  });

  it('gives way to another user Auth reports, or to none', async () => {
    const store = restored();
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    await userChanged(store.dispatch, fakeUser('u9', {}), () => store.getState());
    expect(store.getState().user).toMatchObject({ uid: 'u9', restored: false });
    const other = restored();
    await userChanged(other.dispatch, null, () => other.getState());
    expect(other.getState().user.status).toBe('signed-out');
    expect(other.getState().session.loggedIn).toBe(false);
  });
});

describe('refreshAccount', () => {
  it('takes the fresh account and name without sending the user back through loading', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', {}));
    firebase.getDoc.mockResolvedValue(accountSnapshot({ ...storedUser, displayName: 'Dana Y.' }));
    const statuses: string[] = [];
    const unsubscribe = store.subscribe(() => statuses.push(store.getState().user.status));
    await store.dispatch(refreshAccount('u1'));
    unsubscribe();
    expect(statuses.every((status) => status === 'loaded')).toBe(true);
    expect(store.getState().user.account?.displayName).toBe('Dana Y.');
    expect(store.getState().session.displayName).toBe('Dana Y.');
  });

  it('drops a fresh copy that arrives after the user changed', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', {}));
    let finish: (snapshot: unknown) => void = () => undefined;
    firebase.getDoc.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const refreshing = store.dispatch(refreshAccount('u1'));
    await userChanged(store.dispatch, null);
    finish(accountSnapshot({ ...storedUser, displayName: 'Dana Y.' }));
    await refreshing;
    expect(store.getState().user).toMatchObject({ status: 'signed-out', account: null });
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('rejects with the code and message, keeping the account it had', async () => {
    firebase.getDoc.mockResolvedValue(accountSnapshot(storedUser));
    const store = makeStore();
    await userChanged(store.dispatch, fakeUser('u1', {}));
    firebase.getDoc.mockRejectedValue(
      Object.assign(new Error('Failed to get document because the client is offline.'), {
        code: 'unavailable',
      }),
    );
    const action = await store.dispatch(refreshAccount('u1'));
    expect(action.payload).toEqual({
      code: 'unavailable',
      message: 'Failed to get document because the client is offline.',
    });
    expect(store.getState().user).toMatchObject({
      status: 'loaded',
      account: { displayName: 'Dana Yazzie' },
    });
  });
});
