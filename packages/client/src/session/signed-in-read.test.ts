import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ownUid } from '../notifications/own-uid';
import { makeStore } from '../store/make-store';
import { signedIn, signedOut } from './session-events';
import { signedInOnceFirestoreReady } from './signed-in-read';

const firestore = vi.hoisted(() => ({ firestoreReady: vi.fn<() => Promise<void>>() }));
vi.mock('../firebase/firestore', () => firestore);
const auth = vi.hoisted(() => ({ authHasNoUser: vi.fn<() => boolean>() }));
vi.mock('../firebase/auth', () => auth);

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'u-1', admin: false }));
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
  firestore.firestoreReady.mockResolvedValue(undefined);
  auth.authHasNoUser.mockReturnValue(false);
});

describe('taking the signed-in user for a read of their own data', () => {
  it('takes the user once Firestore is ready', async () => {
    const store = signedInStore();
    const order: string[] = [];
    firestore.firestoreReady.mockImplementation(() => {
      order.push('firestore ready');
      return Promise.resolve();
    });
    const uid = await signedInOnceFirestoreReady(() => {
      order.push('user taken');
      return ownUid(store.getState(), 'your inbox');
    });
    expect(uid).toBe('u-1');
    // The check before the wait, then the user the read goes out for.
    expect(order).toEqual(['user taken', 'firestore ready', 'user taken']);
  });

  it('fails at once for a visitor, and loads nothing', async () => {
    const store = makeStore();
    await expect(
      signedInOnceFirestoreReady(() => ownUid(store.getState(), 'your inbox')),
    ).rejects.toMatchObject({ code: 'unauthenticated', message: 'Sign in to see your inbox.' });
    expect(firestore.firestoreReady).not.toHaveBeenCalled();
  });

  it('fails for someone who signed out while Firestore got ready', async () => {
    const store = signedInStore();
    firestore.firestoreReady.mockImplementation(() => {
      // Sign out is clicked while Auth restores the session Firestore waits for.
      store.dispatch(signedOut());
      return Promise.resolve();
    });
    await expect(
      signedInOnceFirestoreReady(() => ownUid(store.getState(), 'your inbox')),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('fails while Auth signs out, before the store has heard of it', async () => {
    // Sign out clears Auth's user first and tells the store after it has removed the stored
    // copy: a read in between would go out without a token.
    const store = signedInStore();
    auth.authHasNoUser.mockReturnValue(true);
    await expect(
      signedInOnceFirestoreReady(() => ownUid(store.getState(), 'your inbox')),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
