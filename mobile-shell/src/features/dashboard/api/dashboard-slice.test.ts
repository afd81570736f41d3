import { makeStore, signedIn, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { DashboardData } from './dashboard-data';
import { fetchDashboard, selectDashboardEntry } from './dashboard-slice';

const reads = vi.hoisted(() => ({ readDashboard: vi.fn() }));
vi.mock('./read-dashboard', () => reads);
// The client kit's wait for Firestore (which waits for Auth to restore the session).
const firestore = vi.hoisted(() => ({ firestoreReady: vi.fn<() => Promise<void>>() }));
vi.mock('@fundax/client/firebase/firestore', () => firestore);

const data: DashboardData = {
  events: [],
  venues: [],
  fundraiser: null,
  application: null,
  proposals: [],
};

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
  firestore.firestoreReady.mockResolvedValue(undefined);
  reads.readDashboard.mockResolvedValue(data);
});

describe('the phone’s dashboard read', () => {
  it('reads the signed-in user’s dashboard for their role', async () => {
    const store = signedInStore();
    await store.dispatch(fetchDashboard({ uid: 'partner-1', role: 'partner' }));
    expect(reads.readDashboard).toHaveBeenCalledWith('partner-1', 'partner');
    expect(selectDashboardEntry(store.getState(), 'partner-1')).toMatchObject({
      status: 'succeeded',
      data,
    });
  });

  it('reads nothing for someone who signed out while Firestore got ready', async () => {
    const store = signedInStore();
    firestore.firestoreReady.mockImplementation(() => {
      // Sign out is tapped as the page opens: the read would go out without a token.
      store.dispatch(signedOut());
      return Promise.resolve();
    });
    const action = await store.dispatch(fetchDashboard({ uid: 'partner-1', role: 'partner' }));
    expect(action.payload).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to see your dashboard.',
    });
    expect(reads.readDashboard).not.toHaveBeenCalled();
  });
});
