import { makeStore, sessionLoaded, signedIn, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchPortalEvent,
  fetchPortalList,
  selectPortalEvent,
  selectPortalList,
} from './portal-slice';
import * as reads from './read-portal';
import { portalEvent, portalVenue } from './test-portal-data';

vi.mock('./read-portal', () => ({
  readOwnEvents: vi.fn(),
  readOwnEvent: vi.fn(),
  readOwnVenues: vi.fn(),
  readOwnVenue: vi.fn(),
  readLedger: vi.fn(),
  readAccount: vi.fn(),
  readOwnProfile: vi.fn(),
  readSupportRequests: vi.fn(),
  readResources: vi.fn(),
  readApplications: vi.fn(),
  readApprovedVenueOptions: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));

beforeEach(() => vi.resetAllMocks());

/** A store with a signed-in partner (the portal's reads need the uid). */
function partnerStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
  store.dispatch(
    sessionLoaded({ uid: 'partner-1', role: 'partner', displayName: 'Miguel', admin: false }),
  );
  return store;
}

describe('portal slice', () => {
  it('keeps a list read for the signed-in user', async () => {
    const events = [portalEvent()];
    vi.mocked(reads.readOwnEvents).mockResolvedValue(events);
    const store = partnerStore();
    await store.dispatch(fetchPortalList('events'));
    expect(reads.readOwnEvents).toHaveBeenCalledWith('partner-1');
    expect(selectPortalList(store.getState(), 'events')).toEqual({
      status: 'succeeded',
      data: events,
      error: null,
    });
  });

  it('offers a partner their own venues (not removed or rejected) to hold events at', async () => {
    vi.mocked(reads.readOwnVenues).mockResolvedValue([
      portalVenue({ id: 'b', name: 'B' }),
      portalVenue({
        id: 'a',
        name: 'A',
        status: { approved: null, reason: null, disabled: false },
      }),
      portalVenue({ id: 'gone', status: { approved: true, reason: null, disabled: true } }),
      portalVenue({ id: 'no', status: { approved: false, reason: 'x', disabled: false } }),
    ]);
    const store = partnerStore();
    await store.dispatch(fetchPortalList('venueOptions'));
    expect(selectPortalList(store.getState(), 'venueOptions')?.data).toEqual([
      { id: 'a', name: 'A', address: portalVenue().address, pending: true },
      { id: 'b', name: 'B', address: portalVenue().address, pending: false },
    ]);
    expect(reads.readApprovedVenueOptions).not.toHaveBeenCalled();
  });

  it('offers anyone else every approved venue', async () => {
    vi.mocked(reads.readApprovedVenueOptions).mockResolvedValue([]);
    const store = makeStore();
    store.dispatch(signedIn({ uid: 'fundaxer-1', admin: false }));
    store.dispatch(
      sessionLoaded({ uid: 'fundaxer-1', role: 'fundaxer', displayName: 'Dana', admin: false }),
    );
    await store.dispatch(fetchPortalList('venueOptions'));
    expect(reads.readApprovedVenueOptions).toHaveBeenCalledOnce();
  });

  it('keeps the whole error of a failed read', async () => {
    vi.mocked(reads.readLedger).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const store = partnerStore();
    const action = await store.dispatch(fetchPortalList('ledger'));
    expect(action.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(selectPortalList(store.getState(), 'ledger')?.status).toBe('failed');
  });

  it('reads nothing without a signed-in user', async () => {
    const store = makeStore();
    const action = await store.dispatch(fetchPortalList('events'));
    expect(action.payload).toMatchObject({ code: 'unauthenticated' });
    expect(reads.readOwnEvents).not.toHaveBeenCalled();
  });

  it('does not start the same read twice at once', async () => {
    let finish: (events: never[]) => void = () => undefined;
    vi.mocked(reads.readOwnEvents).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const store = partnerStore();
    const first = store.dispatch(fetchPortalList('events'));
    void store.dispatch(fetchPortalList('events'));
    finish([]);
    await first;
    expect(reads.readOwnEvents).toHaveBeenCalledOnce();
  });

  it('keeps an event page, null when the event is not theirs', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(null);
    const store = partnerStore();
    await store.dispatch(fetchPortalEvent('someone-elses'));
    expect(reads.readOwnEvent).toHaveBeenCalledWith('partner-1', 'someone-elses');
    expect(selectPortalEvent(store.getState(), 'someone-elses')).toEqual({
      status: 'succeeded',
      data: null,
      error: null,
    });
  });

  it('forgets everything when the user signs out or another signs in', async () => {
    vi.mocked(reads.readOwnEvents).mockResolvedValue([portalEvent()]);
    const store = partnerStore();
    await store.dispatch(fetchPortalList('events'));
    store.dispatch(signedOut());
    expect(selectPortalList(store.getState(), 'events')).toBeUndefined();
    store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
    await store.dispatch(fetchPortalList('events'));
    store.dispatch(signedIn({ uid: 'someone-else', admin: false }));
    expect(selectPortalList(store.getState(), 'events')).toBeUndefined();
  });
});
