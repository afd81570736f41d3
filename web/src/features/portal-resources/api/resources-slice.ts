import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  isUserChange,
  readOrReject,
  readsModule,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { ResourceView } from './resource-view';
import type * as ReadResources from './read-resources';

type Kind = ResourceView['kind'];

/** The reads, with Firestore, load with the first of them (see readsModule). */
const reading = readsModule<typeof ReadResources>(() => import('./read-resources'));

export interface PortalResourcesState {
  /** The videos and the documents, by kind (each page picks those meant for the role). */
  byKind: RemoteMap<ResourceView[]>;
}

const initialState: PortalResourcesState = { byKind: {} };

export const fetchResources = createAppAsyncThunk<ResourceView[], Kind, ReadRejection>(
  'portalResources/fetch',
  (kind, { getState, rejectWithValue }) =>
    // Resources are for signed-in users only (the rules say so too).
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read) => read.readResources(kind)),
      rejectWithValue,
    ),
  { condition: (kind, { getState }) => shouldLoad(selectResources(getState(), kind)) },
);

export const portalResourcesSlice = createSlice({
  name: 'portalResources',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchResources, (state) => state.byKind);
    // The portal starts over for each user on this tab, its resources too.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalResourcesSlice> {}
}

/** Injected when the videos or documents page loads; public pages never carry it. */
const injected = portalResourcesSlice.injectInto(rootReducer);

export function selectResources(state: RootState, kind: Kind): Remote<ResourceView[]> | undefined {
  return injected.selectSlice(state).byKind[kind];
}
