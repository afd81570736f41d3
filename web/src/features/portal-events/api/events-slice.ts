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
import type {
  cancelEvent,
  createEvent,
  createVenue,
  deleteVenue,
  reportEventResults,
  respondToEvent,
  updateEvent,
  updateVenue,
} from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { PortalEvent } from '../../../utils/portal-event';
import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { FundaxerOption, VenueOption } from './event-options';
import type * as ReadEvents from './read-events';
// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): a portal page shows its frame (and a restored session its name)
// before they arrive, and its own code does not wait behind them.
const reading = readsModule<typeof ReadEvents>(() => import('./read-events'));

/** The key of an entry that is one list for the signed-in user. */
const ALL = 'all';

export interface PortalEventsState {
  /** The user's events in every state: organised, at their venue, or for their fundraiser. */
  own: RemoteMap<PortalEvent[]>;
  /** Event pages by id; data null = no event of theirs at that id. */
  byId: RemoteMap<PortalEvent | null>;
  /** Where the user may hold an event, and whom a partner may raise money for. */
  venueOptions: RemoteMap<VenueOption[]>;
  fundaxerOptions: RemoteMap<FundaxerOption[]>;
}

const initialState: PortalEventsState = {
  own: {},
  byId: {},
  venueOptions: {},
  fundaxerOptions: {},
};

export const fetchOwnEvents = createAppAsyncThunk<PortalEvent[], void, ReadRejection>(
  'portalEvents/fetchOwn',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readOwnEvents(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectOwnEvents(getState())) },
);

export const fetchOwnEvent = createAppAsyncThunk<PortalEvent | null, string, ReadRejection>(
  'portalEvents/fetchOne',
  (id, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readOwnEvent(uid, id)),
      rejectWithValue,
    ),
  { condition: (id, { getState }) => shouldLoad(selectOwnEvent(getState(), id)) },
);

/** A partner holds events at their own venues; anyone else at any approved one. */
export const fetchVenueOptions = createAppAsyncThunk<VenueOption[], void, ReadRejection>(
  'portalEvents/fetchVenueOptions',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () =>
        readAsSignedInUser(getState, reading, (read, { uid, role }) =>
          role === 'partner' ? read.readOwnVenueOptions(uid) : read.readApprovedVenueOptions(),
        ),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectVenueOptions(getState())) },
);

export const fetchFundaxerOptions = createAppAsyncThunk<FundaxerOption[], void, ReadRejection>(
  'portalEvents/fetchFundaxerOptions',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read) => read.readFundaxerOptions()),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectFundaxerOptions(getState())) },
);

export const portalEventsSlice = createSlice({
  name: 'portalEvents',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchOwnEvents, (state) => state.own, ALL);
    addRemoteCases(builder, fetchOwnEvent, (state) => state.byId);
    addRemoteCases(builder, fetchVenueOptions, (state) => state.venueOptions, ALL);
    addRemoteCases(builder, fetchFundaxerOptions, (state) => state.fundaxerOptions, ALL);
    // A change makes what it touched out of date: a page showing it reads it again. (Matched by
    // the callable's name: the thunks would bring their contracts' schemas to every page.)
    builder
      .addMatcher(callableFulfilled<typeof createEvent>('createEvent'), (state) =>
        remote.stale(state.own, ALL),
      )
      .addMatcher(callableFulfilled<typeof updateEvent>('updateEvent'), (state, { meta }) => {
        remote.stale(state.own, ALL);
        remote.stale(state.byId, meta.arg.id);
      })
      .addMatcher(callableFulfilled<typeof cancelEvent>('cancelEvent'), (state, { meta }) => {
        remote.stale(state.own, ALL);
        remote.stale(state.byId, meta.arg.id);
      })
      .addMatcher(
        callableFulfilled<typeof reportEventResults>('reportEventResults'),
        (state, { meta }) => {
          remote.stale(state.own, ALL);
          remote.stale(state.byId, meta.arg.eventId);
        },
      )
      // An answer to a proposal changes where the event stands (agreed, declined).
      .addMatcher(callableFulfilled<typeof respondToEvent>('respondToEvent'), (state, { meta }) => {
        remote.stale(state.own, ALL);
        remote.stale(state.byId, meta.arg.id);
      });
    // A partner's venues are where they hold events: a new, changed or removed one changes that.
    for (const venueChange of [
      callableFulfilled<typeof createVenue>('createVenue'),
      callableFulfilled<typeof updateVenue>('updateVenue'),
      callableFulfilled<typeof deleteVenue>('deleteVenue'),
    ]) {
      builder.addMatcher(venueChange, (state) => remote.stale(state.venueOptions, ALL));
    }
    // Nothing of one user's events may show to the next one signing in on this tab.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalEventsSlice> {}
}

/** Injected when a portal route that shows events loads; public pages never carry it. */
const injected = portalEventsSlice.injectInto(rootReducer);
const events = (state: RootState) => injected.selectSlice(state);

export function selectOwnEvents(state: RootState): Remote<PortalEvent[]> | undefined {
  return events(state).own[ALL];
}

export function selectOwnEvent(
  state: RootState,
  id: string,
): Remote<PortalEvent | null> | undefined {
  return events(state).byId[id];
}

export function selectVenueOptions(state: RootState): Remote<VenueOption[]> | undefined {
  return events(state).venueOptions[ALL];
}

export function selectFundaxerOptions(state: RootState): Remote<FundaxerOption[]> | undefined {
  return events(state).fundaxerOptions[ALL];
}
