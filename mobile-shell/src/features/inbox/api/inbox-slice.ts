import {
  NOT_LOADED,
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  isUserChange,
  markNotificationsReadThunk,
  readOrReject,
  remote,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { type InboxData, markedRead } from './inbox-data';

// The phone's inbox on the kit's query builders and the markNotificationsRead thunk. When the
// web's inbox data layer lands in packages/client, this slice is the one to swap for it.

/** The signed-in user's inbox, by uid (only theirs: it resets when the user changes). */
export interface InboxState {
  byUser: RemoteMap<InboxData>;
}

const initialState: InboxState = { byUser: {} };

export const fetchInbox = createAppAsyncThunk<InboxData, string, ReadRejection>(
  'inbox/fetch',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => {
      const { readInbox } = await import('./read-inbox');
      return readInbox(uid);
    }, rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectInboxEntry(getState(), uid)) },
);

const inboxSlice = createSlice({
  name: 'inbox',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchInbox, (state) => state.byUser);
    builder
      // Marked read: shown at once, then read again (the server has the last word).
      .addCase(markNotificationsReadThunk.fulfilled, (state, { meta }) => {
        const at = new Date().toISOString();
        for (const [uid, entry] of Object.entries(state.byUser)) {
          if (entry.data) entry.data = markedRead(entry.data, meta.arg.ids, at);
          remote.stale(state.byUser, uid);
        }
      })
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}

const inbox = inboxSlice.injectInto(rootReducer);

export function selectInboxEntry(state: RootState, uid: string | null): Remote<InboxData> {
  return uid ? entryOf(inbox.selectSlice(state).byUser, uid) : NOT_LOADED;
}
