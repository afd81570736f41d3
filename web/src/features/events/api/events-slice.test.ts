import { makeStore } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toEventView } from '@fundax/core';
import {
  eventServed,
  fetchEvent,
  fetchEventList,
  selectEventEntry,
  selectEventList,
  selectServedFundraiser,
  selectShowsServedCopy,
} from './events-slice';
import * as reads from './read-events';
import { storedEvent } from './test-event';

vi.mock('./read-events', () => ({
  readEvent: vi.fn(),
  readSpecialEvents: vi.fn(),
  readPartnerEvents: vi.fn(),
  readFundaxerEvents: vi.fn(),
}));

const view = toEventView(storedEvent());
const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

beforeEach(() => vi.resetAllMocks());

describe('events slice', () => {
  it('keeps a loaded event by id', async () => {
    vi.mocked(reads.readEvent).mockResolvedValue(view);
    const store = makeStore();
    await store.dispatch(fetchEvent(view.id));
    expect(reads.readEvent).toHaveBeenCalledWith(view.id);
    expect(selectEventEntry(store.getState(), view.id)).toEqual({
      status: 'succeeded',
      data: view,
      error: null,
      loadedAt: expect.any(String) as unknown,
    });
  });

  it('shows a served event as read when the function read it, and never over a read’s data', async () => {
    const store = makeStore();
    const served = {
      kind: 'event' as const,
      id: view.id,
      event: view,
      readAt: '2026-11-25T02:00:00.000Z',
    };
    store.dispatch(eventServed(served));
    expect(selectEventEntry(store.getState(), view.id)).toEqual({
      status: 'succeeded',
      data: view,
      error: null,
      loadedAt: '2026-11-25T02:00:00.000Z',
    });
    const live = { ...view, title: 'Renamed' };
    vi.mocked(reads.readEvent).mockResolvedValue(live);
    await store.dispatch(fetchEvent(view.id));
    store.dispatch(eventServed(served));
    expect(selectEventEntry(store.getState(), view.id)?.data).toEqual(live);
  });

  it('takes a fresh served copy as the read, and reads again once it has aged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T02:00:30.000Z'));
      const store = makeStore();
      const fundraiser = {
        id: 'u1',
        displayName: 'Dana Yazzie',
        organizationName: null,
        city: null,
        fundraiser: null,
      };
      store.dispatch(
        eventServed({
          kind: 'event',
          id: view.id,
          event: view,
          fundraiser,
          readAt: '2026-11-25T02:00:00.000Z',
        }),
      );
      await store.dispatch(fetchEvent(view.id));
      expect(reads.readEvent).not.toHaveBeenCalled();
      expect(selectShowsServedCopy(store.getState(), view.id)).toBe(true);
      expect(selectServedFundraiser(store.getState(), view.id)).toEqual(fundraiser);

      // A minute and a bit after the function read it: a visit now reads live.
      vi.setSystemTime(new Date('2026-11-25T02:01:00.001Z'));
      vi.mocked(reads.readEvent).mockResolvedValue(view);
      await store.dispatch(fetchEvent(view.id));
      expect(reads.readEvent).toHaveBeenCalledWith(view.id);
      expect(selectShowsServedCopy(store.getState(), view.id)).toBe(false);
      // The served fundraiser stays known, to show until its own live read answers.
      expect(selectServedFundraiser(store.getState(), view.id)).toEqual(fundraiser);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records "nothing to show" as data null, not as a failure', async () => {
    vi.mocked(reads.readEvent).mockResolvedValue(null);
    const store = makeStore();
    await store.dispatch(fetchEvent('pending-event'));
    expect(selectEventEntry(store.getState(), 'pending-event')).toEqual({
      status: 'succeeded',
      data: null,
      error: null,
      loadedAt: expect.any(String) as unknown,
    });
  });

  it('rejects with the whole { code, message } of a failed read', async () => {
    vi.mocked(reads.readEvent).mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    const action = await store.dispatch(fetchEvent(view.id));
    expect(fetchEvent.rejected.match(action)).toBe(true);
    expect(action.payload).toEqual({ code: 'unavailable', message: 'Failed to fetch' });
    expect(selectEventEntry(store.getState(), view.id)?.error).toEqual({
      code: 'unavailable',
      message: 'Failed to fetch',
    });
  });

  it('does not start a second read of the same event while one runs', async () => {
    let finish: (value: typeof view) => void = () => undefined;
    vi.mocked(reads.readEvent).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const store = makeStore();
    const first = store.dispatch(fetchEvent(view.id));
    const second = await store.dispatch(fetchEvent(view.id));
    expect(fetchEvent.rejected.match(second) && second.meta.condition).toBe(true);
    finish(view);
    await first;
    expect(reads.readEvent).toHaveBeenCalledTimes(1);
  });

  it('reads each list from its own query', async () => {
    vi.mocked(reads.readSpecialEvents).mockResolvedValue([view]);
    vi.mocked(reads.readPartnerEvents).mockResolvedValue([]);
    vi.mocked(reads.readFundaxerEvents).mockRejectedValue(denied);
    const store = makeStore();
    await Promise.all([
      store.dispatch(fetchEventList('special')),
      store.dispatch(fetchEventList('partner:demo-partner')),
      store.dispatch(fetchEventList('fundaxer:uid:with:colons')),
    ]);
    expect(reads.readPartnerEvents).toHaveBeenCalledWith('demo-partner');
    expect(reads.readFundaxerEvents).toHaveBeenCalledWith('uid:with:colons');
    const state = store.getState();
    expect(selectEventList(state, 'special')?.data).toEqual([view]);
    expect(selectEventList(state, 'partner:demo-partner')?.data).toEqual([]);
    expect(selectEventList(state, 'fundaxer:uid:with:colons')?.error?.code).toBe(
      'permission-denied',
    );
  });
});
