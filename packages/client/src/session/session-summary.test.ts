import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { initFirebase } from '../firebase/app';
import { makeStore } from '../store/make-store';
import { loadAccount } from './load-account';
import { sessionConfirmed, sessionRestored, signedIn, signedOut } from './session-events';
import { SESSION_SUMMARY_KEY, followSessionSummary, readSessionSummary } from './session-summary';
import { sessionLoaded } from './session-slice';

const AUTH_KEY = 'firebase:authUser:test-key:[DEFAULT]';
const miguel = { uid: 'u1', role: 'partner' as const, displayName: 'Miguel Baca', admin: false };

beforeAll(() => {
  initFirebase({ options: { apiKey: 'test-key', projectId: 'demo-fundax' } });
});

beforeEach(() => {
  window.localStorage.clear();
});

describe('readSessionSummary', () => {
  it('reads the summary kept for the user Auth holds a session for', () => {
    window.localStorage.setItem(AUTH_KEY, '{"uid":"u1"}');
    window.localStorage.setItem(SESSION_SUMMARY_KEY, JSON.stringify(miguel));
    expect(readSessionSummary()).toEqual(miguel);
  });

  it.each([
    ['no session', null, miguel],
    ['another user’s session', '{"uid":"u2"}', miguel],
    ['an unknown role', '{"uid":"u1"}', { ...miguel, role: 'admin' }],
    ['no admin flag', '{"uid":"u1"}', { uid: 'u1', role: 'partner', displayName: null }],
    ['no uid', '{"uid":"u1"}', { ...miguel, uid: '' }],
  ])('is null with %s', (_what, auth, kept) => {
    if (auth) window.localStorage.setItem(AUTH_KEY, auth);
    window.localStorage.setItem(SESSION_SUMMARY_KEY, JSON.stringify(kept));
    expect(readSessionSummary()).toBeNull();
  });

  it('is null for a summary it cannot read', () => {
    window.localStorage.setItem(AUTH_KEY, '{"uid":"u1"}');
    window.localStorage.setItem(SESSION_SUMMARY_KEY, '{');
    expect(readSessionSummary()).toBeNull();
  });
});

describe('followSessionSummary', () => {
  const kept = () =>
    JSON.parse(window.localStorage.getItem(SESSION_SUMMARY_KEY) ?? 'null') as unknown;

  it('keeps the logged-in user, follows a new name, and forgets them on sign-out', () => {
    const store = makeStore();
    followSessionSummary(store);
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    expect(kept()).toBeNull();
    store.dispatch(sessionLoaded(miguel));
    expect(kept()).toEqual(miguel);
    store.dispatch(sessionLoaded({ ...miguel, displayName: 'Miguel A. Baca' }));
    expect(kept()).toEqual({ ...miguel, displayName: 'Miguel A. Baca' });
    store.dispatch(signedOut());
    expect(kept()).toBeNull();
  });

  it('leaves the kept summary alone while a restored session waits for Auth', () => {
    window.localStorage.setItem(SESSION_SUMMARY_KEY, JSON.stringify({ ...miguel, admin: true }));
    const store = makeStore();
    store.dispatch(sessionRestored({ ...miguel, admin: true }));
    followSessionSummary(store);
    expect(kept()).toEqual({ ...miguel, admin: true });
    // Confirmed without the admin claim: kept as the token says.
    store.dispatch(sessionConfirmed({ uid: 'u1', admin: false }));
    expect(kept()).toEqual(miguel);
    store.dispatch(loadAccount.pending('r1', 'u1'));
    expect(store.getState().user.status).toBe('loaded');
  });

  it('keeps an admin signed in without an account (the console needs only the claim)', () => {
    const store = makeStore();
    followSessionSummary(store);
    store.dispatch(signedIn({ uid: 'a1', admin: true, displayName: 'Rosa Chavez' }));
    store.dispatch(loadAccount.fulfilled(null, 'r1', 'a1'));
    expect(kept()).toEqual({ uid: 'a1', role: null, displayName: 'Rosa Chavez', admin: true });
    // Restored, the console shows at once: the claim as last seen, no account.
    const next = makeStore();
    next.dispatch(sessionRestored({ uid: 'a1', role: null, displayName: null, admin: true }));
    const state = next.getState();
    expect([state.admin.isAdmin, state.user.status, state.session.loggedIn]).toEqual([
      true,
      'missing',
      false,
    ]);
    next.dispatch(loadAccount.pending('r2', 'a1'));
    expect(next.getState().user.status).toBe('missing');
  });

  it('keeps nothing for someone signed in without an account who is not an admin', () => {
    const store = makeStore();
    followSessionSummary(store);
    store.dispatch(signedIn({ uid: 'n1', admin: false }));
    store.dispatch(loadAccount.fulfilled(null, 'r1', 'n1'));
    expect(kept()).toBeNull();
  });

  it('removes a stale summary when the visit starts signed out', () => {
    window.localStorage.setItem(SESSION_SUMMARY_KEY, JSON.stringify(miguel));
    const store = makeStore();
    store.dispatch(signedOut());
    followSessionSummary(store);
    expect(kept()).toBeNull();
  });
});
