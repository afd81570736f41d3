import { makeStore, sessionLoaded, signedIn } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ledgerEntry } from '../../../testing/portal-fixtures';
import { fetchLedger, selectLedger } from './money-slice';
import * as reads from './read-ledger';

vi.mock('./read-ledger', () => ({ readLedger: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

function fundaxerStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'fundaxer-1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'fundaxer-1', role: 'fundaxer', displayName: 'Dana', admin: false }),
  );
  return store;
}

describe('portal money slice', () => {
  it('keeps the payouts paid to the signed-in user', async () => {
    vi.mocked(reads.readLedger).mockResolvedValue([ledgerEntry()]);
    const store = fundaxerStore();
    await store.dispatch(fetchLedger());
    expect(reads.readLedger).toHaveBeenCalledWith('fundaxer-1');
    expect(selectLedger(store.getState())).toEqual({
      status: 'succeeded',
      data: [ledgerEntry()],
      error: null,
    });
  });

  it('keeps the whole error, and the last copy, when a read fails', async () => {
    vi.mocked(reads.readLedger).mockResolvedValueOnce([ledgerEntry()]);
    vi.mocked(reads.readLedger).mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const store = fundaxerStore();
    await store.dispatch(fetchLedger());
    const action = await store.dispatch(fetchLedger());
    expect(action.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(selectLedger(store.getState())).toMatchObject({
      status: 'failed',
      data: [ledgerEntry()],
    });
  });

  it('forgets the payouts when another user signs in', async () => {
    vi.mocked(reads.readLedger).mockResolvedValue([ledgerEntry()]);
    const store = fundaxerStore();
    await store.dispatch(fetchLedger());
    store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
    expect(selectLedger(store.getState())).toBeUndefined();
  });
});
