import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  readsModule,
  callableFulfilled,
  createAppAsyncThunk,
  isUserChange,
  readOrReject,
  remote,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import type { cancelEvent, createEvent, respondToEvent, updateEvent } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { RevisionView } from '../../../utils/portal-revision';
import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type * as ReadProposals from './read-proposals';
import type { AwaitingAnswers } from './read-proposals';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): a portal page shows its frame (and a restored session its name)
// before they arrive, and its own code does not wait behind them.
const reading = readsModule<typeof ReadProposals>(() => import('./read-proposals'));

/** The key of the one list that is the signed-in user's. */
const ALL = 'all';

export interface PortalProposalsState {
  /** Proposals and changes waiting for the user's answer. */
  awaitingMe: RemoteMap<AwaitingAnswers>;
  /** The change to each event the user opened, by event id; null: none. */
  revisions: RemoteMap<RevisionView | null>;
}

const initialState: PortalProposalsState = { awaitingMe: {}, revisions: {} };

export const fetchAwaitingMe = createAppAsyncThunk<AwaitingAnswers, void, ReadRejection>(
  'portalProposals/fetchAwaitingMe',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () =>
        readAsSignedInUser(getState, reading, (read, { uid }) =>
          read.readAwaitingMe(uid, new Date()),
        ),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectAwaitingMe(getState())) },
);

export const fetchEventRevision = createAppAsyncThunk<RevisionView | null, string, ReadRejection>(
  'portalProposals/fetchEventRevision',
  (eventId, { getState, rejectWithValue }) =>
    readOrReject(
      () =>
        readAsSignedInUser(getState, reading, (read, { uid }) =>
          read.readEventRevision(uid, eventId),
        ),
      rejectWithValue,
    ),
  { condition: (eventId, { getState }) => shouldLoad(selectEventRevision(getState(), eventId)) },
);

export const portalProposalsSlice = createSlice({
  name: 'portalProposals',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchAwaitingMe, (state) => state.awaitingMe, ALL);
    addRemoteCases(builder, fetchEventRevision, (state) => state.revisions);
    // An answer, an edit or a cancellation changes what waits, and the event's change. (Matched
    // by the callable's name: the thunks would bring their contracts' schemas to the dashboard.)
    const changesWhatWaits = [
      callableFulfilled<typeof respondToEvent>('respondToEvent'),
      callableFulfilled<typeof updateEvent>('updateEvent'),
      callableFulfilled<typeof cancelEvent>('cancelEvent'),
    ];
    for (const change of changesWhatWaits) {
      builder.addMatcher(change, (state, { meta }) => {
        remote.stale(state.awaitingMe, ALL);
        remote.stale(state.revisions, meta.arg.id);
      });
    }
    // A partner's own event can name the user as its fundaxer (and so wait for them).
    builder.addMatcher(callableFulfilled<typeof createEvent>('createEvent'), (state) =>
      remote.stale(state.awaitingMe, ALL),
    );
    // Proposals are one person's business: none may show to the next one signing in.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalProposalsSlice> {}
}

/** Injected when a portal route that shows proposals loads; public pages never carry it. */
const injected = portalProposalsSlice.injectInto(rootReducer);
const proposals = (state: RootState) => injected.selectSlice(state);

export function selectAwaitingMe(state: RootState): Remote<AwaitingAnswers> | undefined {
  return proposals(state).awaitingMe[ALL];
}

export function selectEventRevision(
  state: RootState,
  eventId: string,
): Remote<RevisionView | null> | undefined {
  return proposals(state).revisions[eventId];
}
