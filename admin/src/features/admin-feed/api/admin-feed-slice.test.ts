import {
  makeStore,
  resolveSupportRequestThunk,
  reviewApplicationThunk,
  reviewEventThunk,
  reviewVenueThunk,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminFeedView, WaitingFeed } from './admin-feed-reads';
import { fetchWaitingFeed, selectWaitingFeed } from './admin-feed-slice';

const readWaitingFeed = vi.hoisted(() => vi.fn<() => Promise<WaitingFeed>>());
vi.mock('./admin-feed-reads', async (original) => ({
  ...(await original<object>()),
  readWaitingFeed,
}));

const item = (kind: string, subjectId: string): AdminFeedView => ({
  id: `${kind}-${subjectId}`,
  kind,
  subjectId,
  title: `${kind} ${subjectId}`,
  body: '',
  link: `/auth/record/${subjectId}`,
  createdAt: '2026-12-01T12:00:00.000Z',
  handledAt: null,
});

const FEED: WaitingFeed = {
  items: [
    item('venue-submitted', 'v1'),
    item('event-submitted', 'e1'),
    item('application-submitted', 'a1'),
    item('support-requested', 's1'),
  ],
  more: false,
};

beforeEach(() => readWaitingFeed.mockReset());

async function loaded() {
  const store = makeStore();
  readWaitingFeed.mockResolvedValueOnce(structuredClone(FEED));
  await store.dispatch(fetchWaitingFeed());
  return store;
}

const handled = (store: ReturnType<typeof makeStore>) =>
  Object.fromEntries(
    (selectWaitingFeed(store.getState()).data?.items ?? []).map((entry) => [
      entry.id,
      entry.handledAt !== null,
    ]),
  );

describe('the admin feed slice', () => {
  it('keeps what waits, and starts no second read while one runs', async () => {
    const store = makeStore();
    let answer!: (feed: WaitingFeed) => void;
    readWaitingFeed.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = store.dispatch(fetchWaitingFeed());
    const second = await store.dispatch(fetchWaitingFeed());
    expect(second.meta).toMatchObject({ condition: true });
    answer(structuredClone(FEED));
    await first;
    expect(readWaitingFeed).toHaveBeenCalledTimes(1);
    expect(selectWaitingFeed(store.getState())).toMatchObject({ status: 'succeeded', data: FEED });
  });

  it('shows an item as handled once an admin reviewed or answered its subject', async () => {
    const store = await loaded();
    store.dispatch(
      reviewVenueThunk.fulfilled({ id: 'v1', approved: true }, 'r1', {
        id: 'v1',
        decision: 'approve',
      }),
    );
    expect(handled(store)).toEqual({
      'venue-submitted-v1': true,
      'event-submitted-e1': false,
      'application-submitted-a1': false,
      'support-requested-s1': false,
    });
    store.dispatch(
      reviewEventThunk.fulfilled({ id: 'e1', approved: false }, 'r2', {
        id: 'e1',
        decision: 'reject',
        reason: 'The date clashes with the venue’s closing day.',
      }),
    );
    store.dispatch(
      reviewApplicationThunk.fulfilled({ id: 'a1', approved: true }, 'r3', {
        id: 'a1',
        decision: 'approve',
      }),
    );
    store.dispatch(
      resolveSupportRequestThunk.fulfilled({ id: 's1' }, 'r4', {
        id: 's1',
        resolution: 'We moved the payout to Friday.',
      }),
    );
    expect(Object.values(handled(store))).toEqual([true, true, true, true]);
  });

  it('leaves the feed alone for a record it does not show', async () => {
    const store = await loaded();
    store.dispatch(
      reviewVenueThunk.fulfilled({ id: 'v9', approved: true }, 'r1', {
        id: 'v9',
        decision: 'approve',
      }),
    );
    expect(Object.values(handled(store)).some(Boolean)).toBe(false);
  });
});
