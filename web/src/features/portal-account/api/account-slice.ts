import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  readsModule,
  createAppAsyncThunk,
  isUserChange,
  readOrReject,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { ApplicationView, OwnProfile } from './account-views';
import type * as ReadAccount from './read-account';
// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): a portal page shows its frame (and a restored session its name)
// before they arrive, and its own code does not wait behind them.
const reading = readsModule<typeof ReadAccount>(() => import('./read-account'));

/** The key of an entry that is the signed-in user's own. */
const OWN = 'own';

// The account itself (users/{uid}) lives in the client kit's user store, loaded at sign-in and
// read again after a save (refreshAccount); this slice holds the rest of what the user edits.
export interface PortalAccountState {
  /** The user's public profile; data null before they have one. */
  profile: RemoteMap<OwnProfile | null>;
  /** An angel's applications, newest first. */
  applications: RemoteMap<ApplicationView[]>;
}

const initialState: PortalAccountState = { profile: {}, applications: {} };

export const fetchOwnProfile = createAppAsyncThunk<OwnProfile | null, void, ReadRejection>(
  'portalAccount/fetchProfile',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readOwnProfile(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectOwnProfile(getState())) },
);

export const fetchApplications = createAppAsyncThunk<ApplicationView[], void, ReadRejection>(
  'portalAccount/fetchApplications',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readApplications(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectApplications(getState())) },
);

export const portalAccountSlice = createSlice({
  name: 'portalAccount',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchOwnProfile, (state) => state.profile, OWN);
    addRemoteCases(builder, fetchApplications, (state) => state.applications, OWN);
    // Nothing of one user's profile may show to the next one signing in on this tab.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalAccountSlice> {}
}

/** Injected when a portal route that shows the profile loads; public pages never carry it. */
const injected = portalAccountSlice.injectInto(rootReducer);

export function selectOwnProfile(state: RootState): Remote<OwnProfile | null> | undefined {
  return injected.selectSlice(state).profile[OWN];
}

export function selectApplications(state: RootState): Remote<ApplicationView[]> | undefined {
  return injected.selectSlice(state).applications[OWN];
}
