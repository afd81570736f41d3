import {
  cancelEventThunk,
  createVenueThunk,
  makeStore,
  sessionLoaded,
  signedIn,
  signedOut,
  updateEventThunk,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { portalEvent } from '../../../testing/portal-fixtures';
import {
  fetchFundaxerOptions,
  fetchOwnEvent,
  fetchOwnEvents,
  fetchVenueOptions,
  selectOwnEvent,
  selectOwnEvents,
  selectVenueOptions,
} from './events-slice';
import * as reads from './read-events';

vi.mock('./read-events', () => ({
  readOwnEvents: vi.fn(),
  readOwnEvent: vi.fn(),
  readOwnVenueOptions: vi.fn(),
  readApprovedVenueOptions: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));

beforeEach(() => vi.resetAllMocks());

/** A store with a signed-in user (the portal's reads need the uid). */
function storeAs(role: 'partner' | 'fundaxer', uid = `${role}-1`) {
  const store = makeStore();
  store.dispatch(signedIn({ uid, admin: false }));
  store.dispatch(sessionLoaded({ uid, role, displayName: 'Miguel', admin: false }));
  return store;
}

describe('portal events slice', () => {
  it('keeps the user’s events', async () => {
    const events = [portalEvent()];
    vi.mocked(reads.readOwnEvents).mockResolvedValue(events);
    const store = storeAs('partner');
    await store.dispatch(fetchOwnEvents());
    expect(reads.readOwnEvents).toHaveBeenCalledWith('partner-1');
    expect(selectOwnEvents(store.getState())).toEqual({
      status: 'succeeded',
      data: events,
      error: null,
    });
  });

  it('offers a partner their own venues, anyone else every approved one', async () => {
    const own = [{ id: 'v1', name: 'A', address: 'x', pending: true }];
    vi.mocked(reads.readOwnVenueOptions).mockResolvedValue(own);
    vi.mocked(reads.readApprovedVenueOptions).mockResolvedValue([]);
    const partner = storeAs('partner');
    await partner.dispatch(fetchVenueOptions());
    expect(reads.readOwnVenueOptions).toHaveBeenCalledWith('partner-1');
    expect(selectVenueOptions(partner.getState())?.data).toEqual(own);
    expect(reads.readApprovedVenueOptions).not.toHaveBeenCalled();

    await storeAs('fundaxer').dispatch(fetchVenueOptions());
    expect(reads.readApprovedVenueOptions).toHaveBeenCalledOnce();
  });

  it('keeps the whole error of a failed read', async () => {
    vi.mocked(reads.readOwnEvents).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const store = storeAs('partner');
    const action = await store.dispatch(fetchOwnEvents());
    expect(action.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(selectOwnEvents(store.getState())?.status).toBe('failed');
  });

  it('reads nothing without a signed-in user', async () => {
    const store = makeStore();
    const lists = await Promise.all([
      store.dispatch(fetchOwnEvents()),
      store.dispatch(fetchVenueOptions()),
      store.dispatch(fetchFundaxerOptions()),
    ]);
    for (const action of lists) expect(action.payload).toMatchObject({ code: 'unauthenticated' });
    expect(reads.readOwnEvents).not.toHaveBeenCalled();
    expect(reads.readFundaxerOptions).not.toHaveBeenCalled();
  });

  it('does not start the same read twice at once', async () => {
    let finish: (events: never[]) => void = () => undefined;
    vi.mocked(reads.readOwnEvents).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const store = storeAs('partner');
    const first = store.dispatch(fetchOwnEvents());
    void store.dispatch(fetchOwnEvents());
    finish([]);
    await first;
    expect(reads.readOwnEvents).toHaveBeenCalledOnce();
  });

  it('keeps an event page, null when the event is not theirs', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(null);
    const store = storeAs('partner');
    await store.dispatch(fetchOwnEvent('someone-elses'));
    expect(reads.readOwnEvent).toHaveBeenCalledWith('partner-1', 'someone-elses');
    expect(selectOwnEvent(store.getState(), 'someone-elses')).toEqual({
      status: 'succeeded',
      data: null,
      error: null,
    });
  });

  it('marks what a change touched out of date, keeping the copy on screen', async () => {
    const event = portalEvent();
    vi.mocked(reads.readOwnEvents).mockResolvedValue([event]);
    vi.mocked(reads.readOwnEvent).mockResolvedValue(event);
    vi.mocked(reads.readOwnVenueOptions).mockResolvedValue([]);
    const store = storeAs('partner');
    await store.dispatch(fetchOwnEvents());
    await store.dispatch(fetchOwnEvent('e1'));
    await store.dispatch(fetchVenueOptions());
    store.dispatch(updateEventThunk.fulfilled({ id: 'e1' }, 'r1', { id: 'e1', title: 'New' }));
    expect(selectOwnEvent(store.getState(), 'e1')).toMatchObject({ status: 'idle', data: event });
    expect(selectOwnEvents(store.getState())).toMatchObject({ status: 'idle', data: [event] });
    expect(selectVenueOptions(store.getState())?.status).toBe('succeeded');

    await store.dispatch(fetchOwnEvent('e1'));
    store.dispatch(cancelEventThunk.fulfilled({ id: 'e1' }, 'r2', { id: 'e1' }));
    expect(selectOwnEvent(store.getState(), 'e1')?.status).toBe('idle');

    // A new location is one more place to hold events at.
    store.dispatch(createVenueThunk.fulfilled({ id: 'v2' }, 'r3', {} as never));
    expect(selectVenueOptions(store.getState())).toMatchObject({ status: 'idle', data: [] });
  });

  it('forgets everything when the user signs out or another signs in', async () => {
    vi.mocked(reads.readOwnEvents).mockResolvedValue([portalEvent()]);
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    const store = storeAs('partner');
    await store.dispatch(fetchOwnEvents());
    await store.dispatch(fetchOwnEvent('e1'));
    store.dispatch(signedOut());
    expect(selectOwnEvents(store.getState())).toBeUndefined();
    expect(selectOwnEvent(store.getState(), 'e1')).toBeUndefined();
    store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
    await store.dispatch(fetchOwnEvents());
    store.dispatch(signedIn({ uid: 'someone-else', admin: false }));
    expect(selectOwnEvents(store.getState())).toBeUndefined();
  });
});
