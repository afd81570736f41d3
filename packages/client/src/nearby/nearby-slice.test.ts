import { DEFAULT_CENTER, DEFAULT_RADIUS_KM } from '@fundax/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import { makeStore } from '../store/make-store';
import { centerChanged, searchNearby, selectNearby } from './nearby-slice';

const calls = vi.hoisted(() => ({ nearbyEvents: vi.fn(), nearbyVenues: vi.fn() }));

vi.mock('../callables/callable', () => ({
  publicCallable: (name: 'nearbyEvents' | 'nearbyVenues') => calls[name],
}));

const event = { id: 'e1', title: 'Tacos for Tutors', distanceKm: 1.2 };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('nearby slice', () => {
  it('is injected with Albuquerque as the default centre', () => {
    const state = selectNearby(makeStore().getState());
    expect(state.query).toEqual({
      kind: 'events',
      center: [...DEFAULT_CENTER],
      radiusKm: DEFAULT_RADIUS_KM,
    });
    expect(state.status).toBe('idle');
  });

  it('searches events with the filters and keeps the results', async () => {
    calls.nearbyEvents.mockResolvedValue({ items: [event] });
    const store = makeStore();
    const query = {
      kind: 'events' as const,
      center: [35.2, -106.7] as [number, number],
      radiusKm: 10,
      category: 'schools' as const,
      from: '2026-12-01T00:00:00-07:00',
    };
    const pending = store.dispatch(searchNearby(query));
    expect(selectNearby(store.getState()).status).toBe('loading');
    await pending;
    expect(calls.nearbyEvents).toHaveBeenCalledWith({
      center: [35.2, -106.7],
      radiusKm: 10,
      category: 'schools',
      from: '2026-12-01T00:00:00-07:00',
    });
    expect(selectNearby(store.getState())).toMatchObject({
      query,
      status: 'succeeded',
      results: { kind: 'events', items: [event] },
    });
  });

  it('does not send a search that is already running or answered, and sends any other', async () => {
    calls.nearbyEvents.mockResolvedValue({ items: [event] });
    const store = makeStore();
    const query = { kind: 'events' as const, center: [35, -106] as [number, number], radiusKm: 25 };
    const first = store.dispatch(searchNearby(query));
    // The page's component asks for the one its route's preload started (an undefined filter
    // is no filter).
    await store.dispatch(searchNearby({ ...query, category: undefined }));
    await first;
    await store.dispatch(searchNearby(query));
    expect(calls.nearbyEvents).toHaveBeenCalledOnce();
    await store.dispatch(searchNearby({ ...query, radiusKm: 10 }));
    await store.dispatch(searchNearby(query));
    expect(calls.nearbyEvents).toHaveBeenCalledTimes(3);
  });

  it('sends the same search again after it failed (Try again)', async () => {
    calls.nearbyEvents.mockRejectedValueOnce(
      new CallFailure({ code: 'unavailable', message: 'offline' }),
    );
    calls.nearbyEvents.mockResolvedValueOnce({ items: [] });
    const store = makeStore();
    const query = { kind: 'events' as const, center: [35, -106] as [number, number], radiusKm: 25 };
    await store.dispatch(searchNearby(query));
    expect(selectNearby(store.getState()).status).toBe('failed');
    await store.dispatch(searchNearby(query));
    expect(selectNearby(store.getState()).status).toBe('succeeded');
    expect(calls.nearbyEvents).toHaveBeenCalledTimes(2);
  });

  it('searches venues', async () => {
    calls.nearbyVenues.mockResolvedValue({ items: [{ id: 'v1', distanceKm: 0.4 }] });
    const store = makeStore();
    await store.dispatch(searchNearby({ kind: 'venues', center: [35, -106], radiusKm: 5 }));
    expect(calls.nearbyVenues).toHaveBeenCalledWith({ center: [35, -106], radiusKm: 5 });
    expect(selectNearby(store.getState()).results).toEqual({
      kind: 'venues',
      items: [{ id: 'v1', distanceKm: 0.4 }],
    });
  });

  it('keeps the whole error of a failed search', async () => {
    const error = {
      code: 'invalid-argument' as const,
      message: 'radiusKm: The radius can be at most 100 km.',
    };
    calls.nearbyEvents.mockRejectedValue(new CallFailure(error));
    const store = makeStore();
    await store.dispatch(searchNearby({ kind: 'events', center: [35, -106], radiusKm: 500 }));
    expect(selectNearby(store.getState())).toMatchObject({ status: 'failed', error });
  });

  it('lets only the latest search write its results', async () => {
    let finishFirst: (value: unknown) => void = () => undefined;
    calls.nearbyEvents
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce({ items: [event] });
    const store = makeStore();
    const first = store.dispatch(
      searchNearby({ kind: 'events', center: [35, -106], radiusKm: 50 }),
    );
    await store.dispatch(searchNearby({ kind: 'events', center: [35, -106], radiusKm: 5 }));
    finishFirst({ items: [] });
    await first;
    expect(selectNearby(store.getState())).toMatchObject({
      query: { radiusKm: 5 },
      results: { items: [event] },
    });
  });

  it('moves the centre', () => {
    const store = makeStore();
    store.dispatch(centerChanged([35.23, -106.66]));
    expect(selectNearby(store.getState()).query.center).toEqual([35.23, -106.66]);
  });
});
