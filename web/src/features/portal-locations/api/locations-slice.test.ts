import {
  deleteVenueThunk,
  makeStore,
  sessionLoaded,
  signedIn,
  signedOut,
  updateVenueThunk,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { portalVenue } from '../../../testing/portal-fixtures';
import { fetchOwnVenue, fetchOwnVenues, selectOwnVenue, selectOwnVenues } from './locations-slice';
import * as reads from './read-locations';

vi.mock('./read-locations', () => ({ readOwnVenues: vi.fn(), readOwnVenue: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

function partnerStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'partner-1', role: 'partner', displayName: 'Miguel', admin: false }),
  );
  return store;
}

describe('portal locations slice', () => {
  it('keeps the partner’s venues and a venue page (null when not theirs)', async () => {
    vi.mocked(reads.readOwnVenues).mockResolvedValue([portalVenue()]);
    vi.mocked(reads.readOwnVenue).mockResolvedValue(null);
    const store = partnerStore();
    await store.dispatch(fetchOwnVenues());
    await store.dispatch(fetchOwnVenue('elsewhere'));
    expect(reads.readOwnVenues).toHaveBeenCalledWith('partner-1');
    expect(reads.readOwnVenue).toHaveBeenCalledWith('partner-1', 'elsewhere');
    expect(selectOwnVenues(store.getState())?.data).toEqual([portalVenue()]);
    expect(selectOwnVenue(store.getState(), 'elsewhere')).toEqual({
      status: 'succeeded',
      data: null,
      error: null,
    });
  });

  it('rejects with the code and message, and reads nothing without a user', async () => {
    vi.mocked(reads.readOwnVenues).mockRejectedValue(
      Object.assign(new Error('Failed to get documents.'), { code: 'unavailable' }),
    );
    const failed = await partnerStore().dispatch(fetchOwnVenues());
    expect(failed.payload).toEqual({ code: 'unavailable', message: 'Failed to get documents.' });
    const signedOutAction = await makeStore().dispatch(fetchOwnVenue('v1'));
    expect(signedOutAction.payload).toMatchObject({ code: 'unauthenticated' });
    expect(reads.readOwnVenue).not.toHaveBeenCalled();
  });

  it('marks a changed or removed venue out of date, keeping the copy on screen', async () => {
    vi.mocked(reads.readOwnVenues).mockResolvedValue([portalVenue()]);
    vi.mocked(reads.readOwnVenue).mockResolvedValue(portalVenue());
    const store = partnerStore();
    await store.dispatch(fetchOwnVenues());
    await store.dispatch(fetchOwnVenue('v1'));
    store.dispatch(updateVenueThunk.fulfilled({ id: 'v1' }, 'r1', { id: 'v1', name: 'New' }));
    expect(selectOwnVenue(store.getState(), 'v1')).toMatchObject({
      status: 'idle',
      data: portalVenue(),
    });
    expect(selectOwnVenues(store.getState())?.status).toBe('idle');
    await store.dispatch(fetchOwnVenue('v1'));
    store.dispatch(deleteVenueThunk.fulfilled({ id: 'v1' }, 'r2', { id: 'v1' }));
    expect(selectOwnVenue(store.getState(), 'v1')?.status).toBe('idle');
  });

  it('forgets the venues when the user signs out', async () => {
    vi.mocked(reads.readOwnVenues).mockResolvedValue([portalVenue()]);
    const store = partnerStore();
    await store.dispatch(fetchOwnVenues());
    store.dispatch(signedOut());
    expect(selectOwnVenues(store.getState())).toBeUndefined();
  });
});
