import { makeStore, signedIn, signedOut } from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { readAsSignedInUser } from './signed-in-user';

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
});
