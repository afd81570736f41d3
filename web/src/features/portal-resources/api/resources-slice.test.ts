import { makeStore, sessionLoaded, signedIn, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from './read-resources';
import { fetchResources, selectResources } from './resources-slice';

vi.mock('./read-resources', () => ({ readResources: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

function angelStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'angel-1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'angel-1', role: 'angel', displayName: 'Priya', admin: false }),
  );
  return store;
}

describe('portal resources slice', () => {
  it('keeps videos and documents apart, by kind', async () => {
    vi.mocked(reads.readResources).mockImplementation((kind) =>
      Promise.resolve([{ id: kind } as never]),
    );
    const store = angelStore();
    await store.dispatch(fetchResources('video'));
    await store.dispatch(fetchResources('document'));
    expect(selectResources(store.getState(), 'video')?.data).toEqual([{ id: 'video' }]);
    expect(selectResources(store.getState(), 'document')?.data).toEqual([{ id: 'document' }]);
  });

  it('needs a signed-in user, and starts over when they sign out', async () => {
    expect((await makeStore().dispatch(fetchResources('video'))).payload).toMatchObject({
      code: 'unauthenticated',
    });
    expect(reads.readResources).not.toHaveBeenCalled();
    vi.mocked(reads.readResources).mockResolvedValue([]);
    const store = angelStore();
    await store.dispatch(fetchResources('video'));
    store.dispatch(signedOut());
    expect(selectResources(store.getState(), 'video')).toBeUndefined();
  });
});
