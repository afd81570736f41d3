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
import type { createVenue, deleteVenue, updateVenue } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { PortalVenue } from './portal-venue';
import type * as ReadLocations from './read-locations';
// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): a portal page shows its frame (and a restored session its name)
// before they arrive, and its own code does not wait behind them.
const reading = readsModule<typeof ReadLocations>(() => import('./read-locations'));

/** The key of the one list of venues: the signed-in partner's. */
const ALL = 'all';

export interface PortalLocationsState {
  /** The partner's venues in every state. */
  own: RemoteMap<PortalVenue[]>;
  /** Location pages by id; data null = no venue of theirs at that id. */
  byId: RemoteMap<PortalVenue | null>;
}

const initialState: PortalLocationsState = { own: {}, byId: {} };

export const fetchOwnVenues = createAppAsyncThunk<PortalVenue[], void, ReadRejection>(
  'portalLocations/fetchOwn',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readOwnVenues(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectOwnVenues(getState())) },
);

export const fetchOwnVenue = createAppAsyncThunk<PortalVenue | null, string, ReadRejection>(
  'portalLocations/fetchOne',
  (id, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readOwnVenue(uid, id)),
      rejectWithValue,
    ),
  { condition: (id, { getState }) => shouldLoad(selectOwnVenue(getState(), id)) },
);

export const portalLocationsSlice = createSlice({
  name: 'portalLocations',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchOwnVenues, (state) => state.own, ALL);
    addRemoteCases(builder, fetchOwnVenue, (state) => state.byId);
    // A change makes what it touched out of date: a page showing it reads it again. (Matched by
    // the callable's name: the thunks would bring their contracts' schemas to every page.)
    builder
      .addMatcher(callableFulfilled<typeof createVenue>('createVenue'), (state) =>
        remote.stale(state.own, ALL),
      )
      .addMatcher(callableFulfilled<typeof updateVenue>('updateVenue'), (state, { meta }) => {
        remote.stale(state.own, ALL);
        remote.stale(state.byId, meta.arg.id);
      })
      .addMatcher(callableFulfilled<typeof deleteVenue>('deleteVenue'), (state, { meta }) => {
        remote.stale(state.own, ALL);
        remote.stale(state.byId, meta.arg.id);
      })
      // Nothing of one partner's venues may show to the next one signing in on this tab.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalLocationsSlice> {}
}

/** Injected when a portal route that shows locations loads; public pages never carry it. */
const injected = portalLocationsSlice.injectInto(rootReducer);

export function selectOwnVenues(state: RootState): Remote<PortalVenue[]> | undefined {
  return injected.selectSlice(state).own[ALL];
}

export function selectOwnVenue(
  state: RootState,
  id: string,
): Remote<PortalVenue | null> | undefined {
  return injected.selectSlice(state).byId[id];
}
