import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  createSupportRequestThunk,
  isUserChange,
  readOrReject,
  readsModule,
  remote,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { SupportRequestView } from './support-request-view';
import type * as ReadSupportRequests from './read-support-requests';

/** The read, with Firestore, loads with the first of them (see readsModule). */
const reading = readsModule<typeof ReadSupportRequests>(() => import('./read-support-requests'));

/** The key of the one list: the signed-in user's own requests. */
const OWN = 'own';

export interface SupportRequestsState {
  /** The user's requests, newest first, with the team's answers. */
  own: RemoteMap<SupportRequestView[]>;
}

const initialState: SupportRequestsState = { own: {} };

export const fetchOwnSupportRequests = createAppAsyncThunk<
  SupportRequestView[],
  void,
  ReadRejection
>(
  'supportRequests/fetchOwn',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readSupportRequests(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectOwnSupportRequests(getState())) },
);

export const supportRequestsSlice = createSlice({
  name: 'supportRequests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchOwnSupportRequests, (state) => state.own, OWN);
    builder
      // A new request belongs in the list: the page showing it reads it again.
      .addCase(createSupportRequestThunk.fulfilled, (state) => remote.stale(state.own, OWN))
      // One person's questions never show to the next one signing in on this tab.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof supportRequestsSlice> {}
}

/** Injected when the portal's support page loads; the public support page never carries it. */
const injected = supportRequestsSlice.injectInto(rootReducer);

export function selectOwnSupportRequests(
  state: RootState,
): Remote<SupportRequestView[]> | undefined {
  return injected.selectSlice(state).own[OWN];
}
