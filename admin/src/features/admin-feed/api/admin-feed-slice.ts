import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  callableFulfilled,
  createAppAsyncThunk,
  entryOf,
  readOrReject,
  readsModule,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import {
  type AdminFeedKind,
  adminFeedItemId,
  type resolveSupportRequest,
  type reviewApplication,
  type reviewEvent,
  type reviewVenue,
} from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type * as AdminFeedReads from './admin-feed-reads';
import type { WaitingFeed } from './admin-feed-reads';

// The read, and Firestore with it, loads when it first runs: the dashboard shows its frame and
// tiles before they arrive.
const reading = readsModule<typeof AdminFeedReads>(() => import('./admin-feed-reads'));

/** The one entry: what waits now. */
const WAITING = 'waiting';

export interface AdminFeedState {
  waiting: RemoteMap<WaitingFeed>;
}

const initialState: AdminFeedState = { waiting: {} };

/** Read on every visit of the dashboard (not while a read runs). */
export const fetchWaitingFeed = createAppAsyncThunk<WaitingFeed, void, ReadRejection>(
  'adminFeed/fetchWaiting',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readWaitingFeed(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectWaitingFeed(getState())) },
);

/** The item about a record an admin just handled shows as handled until the feed reads again. */
function handled(state: AdminFeedState, kind: AdminFeedKind, subjectId: string): void {
  const item = state.waiting[WAITING]?.data?.items.find(
    (candidate) => candidate.id === adminFeedItemId(kind, subjectId),
  );
  if (item && item.handledAt === null) item.handledAt = new Date().toISOString();
}

export const adminFeedSlice = createSlice({
  name: 'adminFeed',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchWaitingFeed, (state) => state.waiting, WAITING);
    // Matched by the callable's name: the thunks would bring their contracts' schemas (and zod)
    // to the dashboard's first load, ahead of its heading.
    builder
      .addMatcher(callableFulfilled<typeof reviewVenue>('reviewVenue'), (state, { meta }) =>
        handled(state, 'venue-submitted', meta.arg.id),
      )
      .addMatcher(callableFulfilled<typeof reviewEvent>('reviewEvent'), (state, { meta }) =>
        handled(state, 'event-submitted', meta.arg.id),
      )
      .addMatcher(
        callableFulfilled<typeof reviewApplication>('reviewApplication'),
        (state, { meta }) => handled(state, 'application-submitted', meta.arg.id),
      )
      .addMatcher(
        callableFulfilled<typeof resolveSupportRequest>('resolveSupportRequest'),
        (state, { meta }) => handled(state, 'support-requested', meta.arg.id),
      );
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminFeedSlice> {}
}

const injected = adminFeedSlice.injectInto(rootReducer);

export function selectWaitingFeed(state: RootState): Remote<WaitingFeed> {
  return entryOf(injected.selectSlice(state).waiting, WAITING);
}
