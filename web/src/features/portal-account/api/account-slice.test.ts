import { makeStore, sessionLoaded, signedIn, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ownProfile } from '../../../testing/portal-fixtures';
import {
  fetchApplications,
  fetchOwnProfile,
  selectApplications,
  selectOwnProfile,
} from './account-slice';
import * as reads from './read-account';

vi.mock('./read-account', () => ({ readOwnProfile: vi.fn(), readApplications: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

function storeAs(uid: string) {
  const store = makeStore();
  store.dispatch(signedIn({ uid, admin: false }));
  store.dispatch(sessionLoaded({ uid, role: 'angel', displayName: 'Priya', admin: false }));
  return store;
}

const application = {
  id: 'a1',
  submitDate: 1_790_000_000,
  approved: null,
  reason: null,
  dues: null,
};

describe('portal account slice', () => {
  it('keeps the user’s profile (null before they have one) and applications', async () => {
    vi.mocked(reads.readOwnProfile).mockResolvedValue(null);
    vi.mocked(reads.readApplications).mockResolvedValue([application]);
    const store = storeAs('angel-1');
    await store.dispatch(fetchOwnProfile());
    await store.dispatch(fetchApplications());
    expect(reads.readOwnProfile).toHaveBeenCalledWith('angel-1');
    expect(reads.readApplications).toHaveBeenCalledWith('angel-1');
    expect(selectOwnProfile(store.getState())).toEqual({
      status: 'succeeded',
      data: null,
      error: null,
    });
    expect(selectApplications(store.getState())?.data).toEqual([application]);
  });

  it('rejects with the code and message of a failed read', async () => {
    vi.mocked(reads.readApplications).mockRejectedValue(
      Object.assign(new Error('Failed to get documents.'), { code: 'unavailable' }),
    );
    const action = await storeAs('angel-1').dispatch(fetchApplications());
    expect(action.payload).toEqual({ code: 'unavailable', message: 'Failed to get documents.' });
  });

  it('forgets the profile when the user signs out', async () => {
    vi.mocked(reads.readOwnProfile).mockResolvedValue(ownProfile());
    const store = storeAs('fundaxer-1');
    await store.dispatch(fetchOwnProfile());
    store.dispatch(signedOut());
    expect(selectOwnProfile(store.getState())).toBeUndefined();
    expect((await store.dispatch(fetchOwnProfile())).payload).toMatchObject({
      code: 'unauthenticated',
    });
  });
});
