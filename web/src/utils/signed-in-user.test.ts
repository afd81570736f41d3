import { makeStore, signedIn, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readAsSignedInUser } from './signed-in-user';

const firestore = vi.hoisted(() => ({ firestoreReady: vi.fn<() => Promise<void>>() }));
// The client kit's wait for Firestore, which readAsSignedInUser waits on through the kit.
vi.mock('@fundax/client/firebase/firestore', () => firestore);

beforeEach(() => {
  firestore.firestoreReady.mockReset();
  firestore.firestoreReady.mockResolvedValue(undefined);
});

describe('a portal read for the signed-in user', () => {
  it('loads its code, then reads for whoever is signed in', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u-1', admin: false }));
    const read = vi.fn((module: string, user: { uid: string }) =>
      Promise.resolve(`${module} for ${user.uid}`),
    );
    await expect(
      readAsSignedInUser(
        () => store.getState(),
        () => Promise.resolve('ledger'),
        read,
      ),
    ).resolves.toBe('ledger for u-1');
  });

  it('loads nothing for a visitor', async () => {
    const store = makeStore();
    store.dispatch(signedOut());
    const load = vi.fn(() => Promise.resolve('ledger'));
    await expect(readAsSignedInUser(() => store.getState(), load, vi.fn())).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('reads nothing for someone who signed out while its code loaded', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u-1', admin: false }));
    const read = vi.fn();
    const load = () => {
      // The Sign out click lands while the read's chunk is on its way.
      store.dispatch(signedOut());
      return Promise.resolve('ledger');
    };
    await expect(readAsSignedInUser(() => store.getState(), load, read)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads nothing for someone who signed out while Firestore got ready', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u-1', admin: false }));
    const read = vi.fn();
    firestore.firestoreReady.mockImplementation(() => {
      // Sign out lands while Auth restores the session Firestore waits for: the read would
      // go out without a token.
      store.dispatch(signedOut());
      return Promise.resolve();
    });
    await expect(
      readAsSignedInUser(
        () => store.getState(),
        () => Promise.resolve('ledger'),
        read,
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(read).not.toHaveBeenCalled();
  });

  it('waits for its code, then for Firestore, before it reads', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'u-1', admin: false }));
    const order: string[] = [];
    firestore.firestoreReady.mockImplementation(() => {
      order.push('firestore');
      return Promise.resolve();
    });
    await readAsSignedInUser(
      () => store.getState(),
      () => {
        order.push('code');
        return Promise.resolve('ledger');
      },
      () => {
        order.push('read');
        return Promise.resolve();
      },
    );
    expect(order).toEqual(['code', 'firestore', 'read']);
  });
});
