import {
  createSupportRequestThunk,
  makeStore,
  sessionLoaded,
  signedIn,
  signedOut,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from './read-support-requests';
import type { SupportRequestView } from './support-request-view';
import { fetchOwnSupportRequests, selectOwnSupportRequests } from './support-requests-slice';

vi.mock('./read-support-requests', () => ({ readSupportRequests: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const request: SupportRequestView = {
  id: 's1',
  subject: 'Payout timing',
  message: 'When is the payout for Library Night?',
  status: 'open',
  resolution: null,
  resolvedAt: null,
  createdAt: '2026-12-01T17:00:00.000Z',
};

function partnerStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'partner-1', role: 'partner', displayName: 'Miguel', admin: false }),
  );
  return store;
}

describe('support requests slice', () => {
  it('keeps the user’s own requests', async () => {
    vi.mocked(reads.readSupportRequests).mockResolvedValue([request]);
    const store = partnerStore();
    await store.dispatch(fetchOwnSupportRequests());
    expect(reads.readSupportRequests).toHaveBeenCalledWith('partner-1');
    expect(selectOwnSupportRequests(store.getState())?.data).toEqual([request]);
  });

  it('marks the list out of date once a new request is sent', async () => {
    vi.mocked(reads.readSupportRequests).mockResolvedValue([]);
    const store = partnerStore();
    await store.dispatch(fetchOwnSupportRequests());
    store.dispatch(
      createSupportRequestThunk.fulfilled({ id: 's2' }, 'r1', {
        subject: 'Hi',
        message: 'A question about my event.',
      }),
    );
    expect(selectOwnSupportRequests(store.getState())).toEqual({
      status: 'idle',
      data: [],
      error: null,
    });
  });

  it('keeps the whole error, and forgets the list on sign-out', async () => {
    vi.mocked(reads.readSupportRequests).mockRejectedValueOnce(
      Object.assign(new Error('Failed to get documents.'), { code: 'unavailable' }),
    );
    const store = partnerStore();
    const action = await store.dispatch(fetchOwnSupportRequests());
    expect(action.payload).toEqual({ code: 'unavailable', message: 'Failed to get documents.' });
    store.dispatch(signedOut());
    expect(selectOwnSupportRequests(store.getState())).toBeUndefined();
  });
});
