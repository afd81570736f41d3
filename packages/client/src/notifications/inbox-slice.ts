import type { CallError } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { callInThunk } from '../callables/call-in-thunk';
import { markNotificationsReadThunk } from '../callables/callable-thunks';
import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  entryOf,
  readOrReject,
  rejectionError,
  remote,
  shouldLoad,
} from '../remote/remote-data';
import { isUserChange } from '../session/session-events';
import { createAppAsyncThunk } from '../store/app-thunk';
import type { RootState } from '../store/make-store';
import { rootReducer } from '../store/root-reducer';
import type { InboxMessage, InboxPage } from './inbox-message';
import { readInboxPage, readUnreadCount } from './inbox-reads';
import { signedInOnceFirestoreReady } from '../session/signed-in-read';
import { ownUid } from './own-uid';
import { OWN_INBOX } from './unread-count';

/** The one entry of each map: the signed-in user's own inbox. */
const OWN = OWN_INBOX;

/** Reading the next page of the inbox (the first page is the `pages` entry's own read). */
export interface OlderMessages {
  status: 'idle' | 'loading' | 'failed';
  error: CallError | null;
}

/** What a mark changed on screen before the server answered, to put back if it fails. */
interface PendingMark {
  /** The readAt it gave the messages (what shows it is still this mark's). */
  at: string;
  /** Each message it marked, with the readAt it had (null: it was unread). */
  readAt: Record<string, string | null>;
  /** How much it took off the unread count. */
  counted: number;
  /** For "Mark all read": the cut-off it replaced, to put back if it fails. */
  allBefore?: string | null;
}

/**
 * What this tab marked read, so that a page read before the server applied the mark (it was
 * already on its way) cannot show those messages unread again: the ids marked one by one, and
 * the time of the last "Mark all read" (every message created by then).
 */
interface ReadHere {
  ids: Record<string, string>;
  allBefore: string | null;
}

export interface InboxState {
  /** The bell's count of unread messages. */
  unread: RemoteMap<number>;
  /** The inbox as read so far: the first page, and older pages appended on request. */
  pages: RemoteMap<InboxPage>;
  older: OlderMessages;
  /** Marks sent and not yet answered, by request id. */
  marking: Record<string, PendingMark>;
  readHere: ReadHere;
  /** A mark was answered while the count was being read: that count may be stale. */
  recount: boolean;
}

const initialState: InboxState = {
  unread: {},
  pages: {},
  older: { status: 'idle', error: null },
  marking: {},
  readHere: { ids: {}, allBefore: null },
  recount: false,
};

/**
 * The signed-in user, once Firestore is ready, or the unauthenticated failure a read then
 * reports (nothing is read).
 */
const owner = (getState: () => RootState) =>
  signedInOnceFirestoreReady(() => ownUid(getState(), 'your inbox'));

/** The bell's count: read when the portal opens and whenever a change may have moved it. */
export const fetchUnreadCount = createAppAsyncThunk<number, void, ReadRejection>(
  'inbox/fetchUnreadCount',
  (_, { getState, rejectWithValue }) =>
    readOrReject(async () => readUnreadCount(await owner(getState)), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectUnreadCount(getState())) },
);

/** The first page of the inbox, newest first (a new visit starts from the top again). */
export const fetchInbox = createAppAsyncThunk<InboxPage, void, ReadRejection>(
  'inbox/fetchInbox',
  (_, { getState, rejectWithValue }) =>
    readOrReject(async () => readInboxPage(await owner(getState), null), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectInbox(getState())) },
);

/** The page after the last message shown; only when there is one and none is being read. */
export const fetchOlderMessages = createAppAsyncThunk<InboxPage, void, ReadRejection>(
  'inbox/fetchOlder',
  (_, { getState, rejectWithValue }) =>
    readOrReject(async () => {
      const uid = await owner(getState);
      return readInboxPage(uid, selectInbox(getState()).data?.next ?? null);
    }, rejectWithValue),
  {
    condition: (_, { getState }) => {
      const state = getState();
      return (
        Boolean(selectInbox(state).data?.next) && selectOlderMessages(state).status !== 'loading'
      );
    },
  },
);

/**
 * Marks messages read with `markNotificationsRead`: the listed ids, or every unread one when
 * `ids` is absent ("Mark all read"). Optimistic: the messages and the bell change at once and
 * go back as they were if the call fails (the rejection keeps { code, message }). A list with
 * nothing unread in it sends nothing.
 */
export const markMessagesRead = createAppAsyncThunk<
  { marked: number },
  { ids?: string[] },
  { rejectValue: CallError; pendingMeta: { at: string } }
>(
  'inbox/markRead',
  (input, { dispatch, rejectWithValue }) =>
    callInThunk(dispatch, markNotificationsReadThunk(input), rejectWithValue),
  {
    condition: ({ ids }, { getState }) => {
      if (ids === undefined) return true;
      const shown = selectInbox(getState()).data?.messages ?? [];
      // A message not on screen may be unread: only ids known to be read already are skipped.
      return ids.some((id) => shown.find((message) => message.id === id)?.readAt == null);
    },
    getPendingMeta: () => ({ at: new Date().toISOString() }),
  },
);

function messagesOf(state: InboxState): InboxMessage[] {
  return state.pages[OWN]?.data?.messages ?? [];
}

/** Shows as read what this tab marked read, in messages a page just brought. */
function applyReadHere(state: InboxState): void {
  const { ids, allBefore } = state.readHere;
  for (const message of messagesOf(state)) {
    if (message.readAt !== null) continue;
    const at = ids[message.id] ?? (allBefore && message.createdAt <= allBefore ? allBefore : null);
    if (at) message.readAt = at;
  }
}

/** The count reads again after a mark: now, or once the read under way (which may predate it) ends. */
function recount(state: InboxState): void {
  if (state.unread[OWN]?.status === 'loading') state.recount = true;
  else remote.stale(state.unread, OWN);
}

/** Older pages join the end; a message already shown (it moved between reads) is not repeated. */
function appendPage(state: InboxState, page: InboxPage): void {
  const entry = state.pages[OWN];
  if (!entry?.data) return;
  const shown = new Set(entry.data.messages.map((message) => message.id));
  entry.data.messages.push(...page.messages.filter((message) => !shown.has(message.id)));
  entry.data.next = page.next;
}

export const inboxSlice = createSlice({
  name: 'inbox',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchUnreadCount, (state) => state.unread, OWN);
    addRemoteCases(builder, fetchInbox, (state) => state.pages, OWN);
    builder
      .addCase(fetchOlderMessages.pending, (state) => {
        state.older = { status: 'loading', error: null };
      })
      .addCase(fetchOlderMessages.fulfilled, (state, { payload }) => {
        appendPage(state, payload);
        applyReadHere(state);
        state.older = { status: 'idle', error: null };
      })
      .addCase(fetchOlderMessages.rejected, (state, { payload, error }) => {
        state.older = { status: 'failed', error: rejectionError(payload, error) };
      })
      .addCase(markMessagesRead.pending, (state, { meta }) => {
        const { ids } = meta.arg;
        const targets = messagesOf(state).filter(
          (message) => message.readAt === null && (ids === undefined || ids.includes(message.id)),
        );
        const mark: PendingMark = { at: meta.at, readAt: {}, counted: 0 };
        if (ids === undefined) {
          mark.allBefore = state.readHere.allBefore;
          state.readHere.allBefore = meta.at;
        } else {
          for (const id of ids) state.readHere.ids[id] ??= meta.at;
        }
        for (const message of targets) {
          mark.readAt[message.id] = message.readAt;
          message.readAt = meta.at;
        }
        const count = state.unread[OWN];
        if (count && count.data !== null) {
          // "Mark all" empties the bell; a list takes off the unread messages it names (one
          // not on screen is counted when the bell reads again).
          const next = ids === undefined ? 0 : Math.max(0, count.data - targets.length);
          mark.counted = count.data - next;
          count.data = next;
        }
        state.marking[meta.requestId] = mark;
      })
      .addCase(markMessagesRead.fulfilled, (state, { meta }) => {
        delete state.marking[meta.requestId];
        recount(state);
      })
      .addCase(markMessagesRead.rejected, (state, { meta }) => {
        const mark = state.marking[meta.requestId];
        if (!mark) return;
        delete state.marking[meta.requestId];
        if (mark.allBefore !== undefined) state.readHere.allBefore = mark.allBefore;
        for (const [id, at] of Object.entries(state.readHere.ids)) {
          if (at === mark.at) delete state.readHere.ids[id];
        }
        for (const message of messagesOf(state)) {
          // Put back only what this mark changed and nothing changed since.
          if (message.id in mark.readAt && message.readAt === mark.at) {
            message.readAt = mark.readAt[message.id] ?? null;
          }
        }
        const count = state.unread[OWN];
        if (count && count.data !== null) count.data += mark.counted;
        recount(state);
      })
      .addMatcher(fetchUnreadCount.fulfilled.match, (state) => {
        if (!state.recount) return;
        state.recount = false;
        remote.stale(state.unread, OWN);
      })
      // A fresh first page replaces the older pages read before it: the cursor starts again.
      // It may hold messages the bell has not counted yet, so the bell reads again too.
      .addMatcher(fetchInbox.fulfilled.match, (state) => {
        state.older = { status: 'idle', error: null };
        applyReadHere(state);
        recount(state);
      })
      // One person's messages never show to the next one signing in on this tab.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}

/** Injected when the bell or the inbox loads; public pages never carry it. */
const injected = inboxSlice.injectInto(rootReducer);

export function selectUnreadCount(state: RootState): Remote<number> {
  return entryOf(injected.selectSlice(state).unread, OWN);
}

export function selectInbox(state: RootState): Remote<InboxPage> {
  return entryOf(injected.selectSlice(state).pages, OWN);
}

export function selectOlderMessages(state: RootState): OlderMessages {
  return injected.selectSlice(state).older;
}

/** Whether a mark is on its way (the "Mark all read" button shows progress meanwhile). */
export function selectMarking(state: RootState): boolean {
  return Object.keys(injected.selectSlice(state).marking).length > 0;
}
