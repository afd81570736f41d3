import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import { signedIn, signedOut } from '../session/session-events';
import { sessionLoaded } from '../session/session-slice';
import { makeStore } from '../store/make-store';
import type { InboxMessage } from './inbox-message';
import {
  fetchInbox,
  fetchOlderMessages,
  fetchUnreadCount,
  inboxSlice,
  markMessagesRead,
  selectInbox,
  selectMarking,
  selectOlderMessages,
  selectUnreadCount,
} from './inbox-slice';

const reads = vi.hoisted(() => ({ readInboxPage: vi.fn(), readUnreadCount: vi.fn() }));
vi.mock('./inbox-reads', () => reads);
const firestore = vi.hoisted(() => ({ firestoreReady: vi.fn<() => Promise<void>>() }));
vi.mock('../firebase/firestore', () => firestore);
const markRead = vi.hoisted(() => vi.fn());
vi.mock('../callables/callable', () => ({
  callable: (contract: { name: string }) => {
    if (contract.name !== 'markNotificationsRead') return vi.fn();
    return markRead;
  },
}));

const message = (id: string, minutesAgo: number, read = false): InboxMessage => ({
  id,
  kind: 'venue-approved',
  title: `Message ${id}`,
  body: 'Your location is now public on Fundax.',
  link: `/portal/locations/${id}`,
  createdAt: new Date(Date.UTC(2026, 11, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
  readAt: read ? '2026-12-01T13:00:00.000Z' : null,
});

const m1 = message('m1', 1);
const m2 = message('m2', 5);
const m3 = message('m3', 60, true);

function signedInStore(uid = 'partner-1') {
  const store = makeStore();
  store.dispatch(signedIn({ uid, admin: false }));
  store.dispatch(sessionLoaded({ uid, role: 'partner', displayName: 'Miguel', admin: false }));
  return store;
}

/** A store whose inbox shows m1, m2 (unread) and m3 (read), with 2 unread counted. */
async function loadedStore() {
  const store = signedInStore();
  reads.readInboxPage.mockResolvedValueOnce({ messages: [m1, m2, m3], next: null });
  reads.readUnreadCount.mockResolvedValue(2);
  await store.dispatch(fetchInbox());
  await store.dispatch(fetchUnreadCount());
  return store;
}

const readAtOf = (store: ReturnType<typeof makeStore>) =>
  Object.fromEntries(
    (selectInbox(store.getState()).data?.messages ?? []).map((m) => [m.id, m.readAt]),
  );

beforeEach(() => {
  vi.resetAllMocks();
  firestore.firestoreReady.mockResolvedValue(undefined);
});

describe('inbox slice', () => {
  it('counts the signed-in user’s unread messages', async () => {
    reads.readUnreadCount.mockResolvedValue(3);
    const store = signedInStore();
    await store.dispatch(fetchUnreadCount());
    expect(reads.readUnreadCount).toHaveBeenCalledWith('partner-1');
    expect(selectUnreadCount(store.getState())).toEqual({
      status: 'succeeded',
      data: 3,
      error: null,
      loadedAt: expect.any(String) as unknown,
    });
  });

  it('reads nothing without a signed-in user, and says why', async () => {
    const store = makeStore();
    const action = await store.dispatch(fetchUnreadCount());
    expect(action.payload).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to see your inbox.',
    });
    expect(reads.readUnreadCount).not.toHaveBeenCalled();
  });

  it('reads nothing for someone who signed out while Firestore got ready', async () => {
    const store = signedInStore();
    firestore.firestoreReady.mockImplementation(() => {
      // Sign out lands as the portal opens, while Auth restores the session Firestore waits
      // for: the read would go out without a token.
      store.dispatch(signedOut());
      return Promise.resolve();
    });
    const action = await store.dispatch(fetchInbox());
    expect(action.payload).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to see your inbox.',
    });
    expect(reads.readInboxPage).not.toHaveBeenCalled();
  });

  it('keeps the first page and appends older pages after the cursor, without repeats', async () => {
    const store = signedInStore();
    const cursor = { createdAt: m2.createdAt, id: 'm2' };
    reads.readInboxPage.mockResolvedValueOnce({ messages: [m1, m2], next: cursor });
    await store.dispatch(fetchInbox());
    expect(reads.readInboxPage).toHaveBeenLastCalledWith('partner-1', null);
    reads.readInboxPage.mockResolvedValueOnce({ messages: [m2, m3], next: null });
    await store.dispatch(fetchOlderMessages());
    expect(reads.readInboxPage).toHaveBeenLastCalledWith('partner-1', cursor);
    expect(selectInbox(store.getState()).data).toEqual({ messages: [m1, m2, m3], next: null });
    // The last page: nothing more to read.
    await store.dispatch(fetchOlderMessages());
    expect(reads.readInboxPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed read’s { code, message }, and the older page’s failure apart', async () => {
    const store = signedInStore();
    reads.readInboxPage.mockRejectedValueOnce(
      Object.assign(new Error('Failed to get documents.'), { code: 'unavailable' }),
    );
    const action = await store.dispatch(fetchInbox());
    expect(action.payload).toEqual({ code: 'unavailable', message: 'Failed to get documents.' });
    expect(selectInbox(store.getState()).status).toBe('failed');

    reads.readInboxPage.mockResolvedValueOnce({
      messages: [m1],
      next: { createdAt: m1.createdAt, id: 'm1' },
    });
    await store.dispatch(fetchInbox());
    reads.readInboxPage.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await store.dispatch(fetchOlderMessages());
    expect(selectOlderMessages(store.getState())).toEqual({
      status: 'failed',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    expect(selectInbox(store.getState()).data?.messages).toEqual([m1]);
  });

  it('marks one message read at once and the bell drops, then counts again', async () => {
    const store = await loadedStore();
    let answer!: (value: { marked: number }) => void;
    markRead.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const marking = store.dispatch(markMessagesRead({ ids: ['m1'] }));
    expect(readAtOf(store).m1).not.toBeNull();
    expect(readAtOf(store).m2).toBeNull();
    expect(selectUnreadCount(store.getState()).data).toBe(1);
    expect(selectMarking(store.getState())).toBe(true);
    answer({ marked: 1 });
    await marking;
    expect(markRead).toHaveBeenCalledWith({ ids: ['m1'] });
    expect(selectMarking(store.getState())).toBe(false);
    // The bell reads the true count again (a message may have arrived meanwhile).
    expect(selectUnreadCount(store.getState())).toMatchObject({ status: 'idle', data: 1 });
  });

  it('puts the messages and the bell back when marking all fails, keeping the error', async () => {
    const store = await loadedStore();
    markRead.mockRejectedValue(
      new CallFailure({ code: 'resource-exhausted', message: 'Too many requests.' }),
    );
    const marking = store.dispatch(markMessagesRead({}));
    expect(Object.values(readAtOf(store)).every((readAt) => readAt !== null)).toBe(true);
    expect(selectUnreadCount(store.getState()).data).toBe(0);
    const action = await marking;
    expect(markRead).toHaveBeenCalledWith({});
    expect(action.payload).toEqual({ code: 'resource-exhausted', message: 'Too many requests.' });
    expect(readAtOf(store)).toEqual({ m1: null, m2: null, m3: m3.readAt });
    expect(selectUnreadCount(store.getState())).toMatchObject({ status: 'idle', data: 2 });
    expect(selectMarking(store.getState())).toBe(false);
  });

  it('sends nothing for a message already read', async () => {
    const store = await loadedStore();
    await store.dispatch(markMessagesRead({ ids: ['m3'] }));
    expect(markRead).not.toHaveBeenCalled();
  });

  it('marks the count out of date after a fresh first page', async () => {
    const store = await loadedStore();
    reads.readInboxPage.mockResolvedValueOnce({ messages: [m1], next: null });
    await store.dispatch(fetchInbox());
    expect(selectUnreadCount(store.getState()).status).toBe('idle');
  });

  it('forgets everything on sign-out and on anyone’s sign-in', async () => {
    const store = await loadedStore();
    store.dispatch(signedOut());
    expect(selectInbox(store.getState()).data).toBeNull();
    expect(selectUnreadCount(store.getState()).data).toBeNull();
    const used = {
      ...inboxSlice.getInitialState(),
      marking: { r: { at: '', readAt: {}, counted: 1 } },
    };
    expect(inboxSlice.reducer(used, signedIn({ uid: 'other', admin: false }))).toEqual(
      inboxSlice.getInitialState(),
    );
  });
});
