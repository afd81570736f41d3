import { afterEach, describe, expect, it } from 'vitest';

import { sessionRestored, signedIn, signedOut } from '../session/session-events';
import { makeStore } from '../store/make-store';
import {
  clearSavedCopy,
  followSavedCopy,
  readSavedCopy,
  saveCopyPart,
  savedPart,
} from './saved-copy';

// The mobile shell's offline copy (mobile-shell/src/lib/offline-copy.test.ts) covers one place
// in depth; these hold what places share and the sign-out that removes a copy.
const web = { key: 'test.web', version: 1 };
const phone = { key: 'test.phone', version: 2 };

afterEach(() => window.localStorage.clear());

describe('saved copies', () => {
  it('keeps each place apart: its own key, its own version', () => {
    saveCopyPart(web, 'u1', 'events', { data: ['web'], readAt: 'a' });
    saveCopyPart(phone, 'u1', 'events', { data: ['phone'], readAt: 'b' });
    expect(savedPart(readSavedCopy(web, 'u1'), 'events')).toEqual({ data: ['web'], readAt: 'a' });
    expect(savedPart(readSavedCopy(phone, 'u1'), 'events')).toEqual({
      data: ['phone'],
      readAt: 'b',
    });
    // A build that changed the shapes reads nothing rather than something wrong.
    expect(readSavedCopy({ ...web, version: 2 }, 'u1')).toBeNull();

    clearSavedCopy(web);
    expect(readSavedCopy(web, 'u1')).toBeNull();
    expect(readSavedCopy(phone, 'u1')).not.toBeNull();
  });

  it('gives a copy only to the person it was saved for, and keeps one person at a time', () => {
    saveCopyPart(web, 'u1', 'events', { data: [], readAt: 'a' });
    expect(readSavedCopy(web, 'u2')).toBeNull();
    expect(readSavedCopy(web, null)).toBeNull();
    saveCopyPart(web, 'u2', 'ledger', { data: [], readAt: 'b' });
    expect(readSavedCopy(web, 'u1')).toBeNull();
    expect(readSavedCopy(web, 'u2')?.parts).toEqual({ ledger: { data: [], readAt: 'b' } });
  });

  it('is removed when the session comes to say nobody is signed in, not before', () => {
    const store = makeStore();
    store.dispatch(sessionRestored({ uid: 'u1', role: 'partner', displayName: 'M', admin: false }));
    saveCopyPart(web, 'u1', 'events', { data: [], readAt: 'a' });
    const stop = followSavedCopy(store, web);

    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    expect(readSavedCopy(web, 'u1')).not.toBeNull();

    store.dispatch(signedOut());
    expect(window.localStorage.getItem(web.key)).toBeNull();

    // Unsubscribed: a later sign-out leaves a new copy alone.
    stop();
    store.dispatch(signedIn({ uid: 'u1', admin: false }));
    saveCopyPart(web, 'u1', 'events', { data: [], readAt: 'b' });
    store.dispatch(signedOut());
    expect(readSavedCopy(web, 'u1')).not.toBeNull();
  });
});
