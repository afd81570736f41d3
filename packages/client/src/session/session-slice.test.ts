import { describe, expect, it } from 'vitest';

import { makeStore } from '../store/make-store';
import { selectIsAdmin } from './admin-slice';
import { loadAccount } from './load-account';
import {
  identityRefreshed,
  isUserChange,
  sessionUnavailable,
  signedIn,
  signedOut,
} from './session-events';
import {
  positionChanged,
  selectLoggedIn,
  selectPosition,
  selectRole,
  sessionCleared,
  sessionLoaded,
} from './session-slice';
import {
  selectAccount,
  selectEmailToVerify,
  selectIdentity,
  selectUid,
  selectUserStatus,
} from './user-slice';

const account = {
  id: 'u1',
  role: 'partner' as const,
  displayName: 'Miguel Baca',
  email: 'partner@fundax.test',
  emailVerified: true,
  phone: null,
  organization: { name: 'Baca Coffee', website: null },
  listings: [],
  payoutProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('session slice (docs/product.md §4.7)', () => {
  it('starts not logged in, with an empty role and no position', () => {
    const state = makeStore().getState();
    expect([selectLoggedIn(state), selectRole(state), selectPosition(state)]).toEqual([
      false,
      '',
      null,
    ]);
  });

  it('logs in with the role once the user document loads, keeping a shared position', () => {
    const store = makeStore();
    store.dispatch(positionChanged([35.1, -106.6]));
    store.dispatch(
      sessionLoaded({ uid: 'u1', role: 'fundaxer', displayName: 'Dana', admin: false }),
    );
    expect(store.getState().session).toEqual({
      loggedIn: true,
      uid: 'u1',
      role: 'fundaxer',
      displayName: 'Dana',
      admin: false,
      position: [35.1, -106.6],
    });
  });

  it('clears back to the initial state, dropping the position', () => {
    const store = makeStore();
    store.dispatch(sessionLoaded({ uid: 'u1', role: 'angel', displayName: 'Priya', admin: true }));
    store.dispatch(positionChanged([35.2, -106.7]));
    store.dispatch(sessionCleared());
    expect(store.getState().session).toEqual(makeStore().getState().session);
  });

  it('refuses a malformed position', () => {
    const store = makeStore();
    expect(() => store.dispatch(positionChanged([91, 0]))).toThrow(/latitude/i);
    expect(selectPosition(store.getState())).toBeNull();
  });
});

describe('admin and user stores', () => {
  it('set the admin store only when the token says admin, the user store in every case', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'a1', admin: true }));
    expect(store.getState().admin).toEqual({ uid: 'a1', isAdmin: true });
    expect([selectUid(store.getState()), selectUserStatus(store.getState())]).toEqual([
      'a1',
      'loading',
    ]);
    store.dispatch(signedIn({ uid: 'u2', admin: false }));
    expect(store.getState().admin).toEqual({ uid: null, isAdmin: false });
    expect(selectUid(store.getState())).toBe('u2');
  });

  it('keep the loaded account, or note that a signed-in user has none yet', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    store.dispatch(loadAccount.fulfilled(account, 'r1', 'u1'));
    expect([selectUserStatus(store.getState()), selectAccount(store.getState())]).toEqual([
      'loaded',
      account,
    ]);
    store.dispatch(loadAccount.fulfilled(null, 'r2', 'u1'));
    expect(selectUserStatus(store.getState())).toBe('missing');
  });

  it('keep the whole error when the account cannot load', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    const error = {
      code: 'permission-denied' as const,
      message: 'Missing or insufficient permissions.',
    };
    store.dispatch(loadAccount.rejected(null, 'r1', 'u1', error));
    expect(store.getState().user).toMatchObject({ status: 'failed', error });
  });

  it('ignore an account that arrives for a user who already left', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    store.dispatch(signedIn({ uid: 'u2', admin: false }));
    store.dispatch(loadAccount.fulfilled(account, 'r1', 'u1'));
    expect(store.getState().user).toMatchObject({ uid: 'u2', status: 'loading', account: null });
  });

  it('let only the latest account load decide (an older, slower one is dropped)', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false, email: 'n@fundax.test' }));
    store.dispatch(loadAccount.pending('first', 'u1'));
    store.dispatch(loadAccount.pending('second', 'u1'));
    store.dispatch(loadAccount.fulfilled(account, 'second', 'u1'));
    store.dispatch(loadAccount.fulfilled(null, 'first', 'u1'));
    expect(store.getState().user).toMatchObject({
      status: 'loaded',
      account,
      identity: { email: 'n@fundax.test', displayName: null },
    });
  });

  it('all three reset on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: true }));
    store.dispatch(loadAccount.fulfilled(account, 'r1', 'u1'));
    store.dispatch(
      sessionLoaded({ uid: 'u1', role: 'partner', displayName: 'Miguel', admin: true }),
    );
    store.dispatch(positionChanged([35, -106]));
    store.dispatch(signedOut());
    const state = store.getState();
    expect(state.session).toEqual(makeStore().getState().session);
    expect(selectIsAdmin(state)).toBe(false);
    expect(state.user).toEqual({
      uid: null,
      status: 'signed-out',
      identity: null,
      account: null,
      error: null,
      loadId: null,
      restored: false,
    });
  });
});

describe('the identity in the user store', () => {
  it('keeps the address, whether it is verified and the sign-in methods; a refresh updates them', () => {
    const store = makeStore();
    store.dispatch(
      signedIn({
        uid: 'u1',
        admin: false,
        email: 'new@fundax.test',
        displayName: null,
        emailVerified: false,
        providers: ['password'],
      }),
    );
    expect(selectIdentity(store.getState())).toEqual({
      email: 'new@fundax.test',
      displayName: null,
      emailVerified: false,
      providers: ['password'],
    });
    store.dispatch(identityRefreshed({ email: 'new@fundax.test', emailVerified: true }));
    expect(selectIdentity(store.getState())).toMatchObject({
      emailVerified: true,
      providers: ['password'],
    });
  });

  it('reads a sign-in that said nothing of them as unverified, with no known method', () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    expect(selectIdentity(store.getState())).toMatchObject({ emailVerified: false, providers: [] });
    // A refresh after sign-out has nobody to update.
    store.dispatch(signedOut());
    store.dispatch(identityRefreshed({ email: 'x@fundax.test', emailVerified: true }));
    expect(selectIdentity(store.getState())).toBeNull();
  });

  it('asks only a password user with an unverified address to verify it', () => {
    const emailToVerify = (identity: Partial<Parameters<typeof signedIn>[0]>) => {
      const store = makeStore();
      store.dispatch(signedIn({ uid: 'u1', admin: false, ...identity }));
      return selectEmailToVerify(store.getState());
    };
    const typed = { email: 'typed@fundax.test', emailVerified: false };
    expect(emailToVerify({ ...typed, providers: ['password'] })).toBe('typed@fundax.test');
    expect(emailToVerify({ ...typed, providers: ['password'], emailVerified: true })).toBeNull();
    // Google vouches for its addresses; a phone user has none.
    expect(emailToVerify({ ...typed, providers: ['google.com'] })).toBeNull();
    expect(emailToVerify({ email: null, emailVerified: false, providers: ['phone'] })).toBeNull();
    expect(makeStore().getState().user.identity).toBeNull();
    expect(selectEmailToVerify(makeStore().getState())).toBeNull();
  });
});

describe('isUserChange', () => {
  it('matches a sign-out and any sign-in, nothing else', () => {
    expect(isUserChange(signedOut())).toBe(true);
    expect(isUserChange(signedIn({ uid: 'u2', admin: false }))).toBe(true);
    expect(
      isUserChange(sessionLoaded({ uid: 'u1', role: 'angel', displayName: 'P', admin: false })),
    ).toBe(false);
    expect(isUserChange(sessionUnavailable({ code: 'unavailable', message: 'Offline.' }))).toBe(
      false,
    );
  });
});
