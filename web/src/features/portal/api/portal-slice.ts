import {
  type Account,
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  readOrReject,
  rootReducer,
  selectRole,
  selectUid,
  shouldLoad,
  signedIn,
  signedOut,
} from '@fundax/client';
import type { Role } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type {
  ApplicationView,
  FundaxerOption,
  LedgerView,
  OwnProfile,
  PortalEvent,
  PortalVenue,
  ResourceView,
  SupportRequestView,
  VenueOption,
} from './portal-views';
import type * as ReadPortal from './read-portal';
// The reads, and Firestore with them, load when the first one runs: a portal page shows its
// frame (and a restored session its name) before they arrive.
let readPortal: Promise<typeof ReadPortal> | null = null;
const reading = () => (readPortal ??= import('./read-portal'));

/** Everything the portal lists for the signed-in user, by name. */
export interface PortalData {
  events: PortalEvent[];
  venues: PortalVenue[];
  ledger: LedgerView[];
  account: Account | null;
  profile: OwnProfile | null;
  support: SupportRequestView[];
  videos: ResourceView[];
  documents: ResourceView[];
  applications: ApplicationView[];
  venueOptions: VenueOption[];
  fundaxerOptions: FundaxerOption[];
}
export type PortalListName = keyof PortalData;

export interface PortalState {
  lists: { [K in PortalListName]?: Remote<PortalData[K]> };
  /** Event pages by id; data null = no event of theirs at that id. */
  events: RemoteMap<PortalEvent | null>;
  /** Location pages by id; data null = no venue of theirs at that id. */
  venues: RemoteMap<PortalVenue | null>;
}

const initialState: PortalState = { lists: {}, events: {}, venues: {} };

interface Me {
  uid: string;
  role: Role | '';
}

/** Where an event may be held: a partner's own venues (not removed), or any approved one. */
async function readVenueOptions({ uid, role }: Me): Promise<VenueOption[]> {
  const read = await reading();
  if (role !== 'partner') return read.readApprovedVenueOptions();
  const venues = await read.readOwnVenues(uid);
  return venues
    .filter((venue) => !venue.status.disabled && venue.status.approved !== false)
    .map(({ id, name, address, status }) => ({ id, name, address, pending: !status.approved }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const READERS: { [K in PortalListName]: (me: Me) => Promise<PortalData[K]> } = {
  events: async ({ uid }) => (await reading()).readOwnEvents(uid),
  venues: async ({ uid }) => (await reading()).readOwnVenues(uid),
  ledger: async ({ uid }) => (await reading()).readLedger(uid),
  account: async ({ uid }) => (await reading()).readAccount(uid),
  profile: async ({ uid }) => (await reading()).readOwnProfile(uid),
  support: async ({ uid }) => (await reading()).readSupportRequests(uid),
  videos: async () => (await reading()).readResources('video'),
  documents: async () => (await reading()).readResources('document'),
  applications: async ({ uid }) => (await reading()).readApplications(uid),
  venueOptions: readVenueOptions,
  fundaxerOptions: async () => (await reading()).readFundaxerOptions(),
};

/** The signed-in user, or the unauthenticated failure a read reports without one. */
function me(state: RootState): Me {
  const uid = selectUid(state);
  if (!uid) throw Object.assign(new Error('Sign in to see this.'), { code: 'unauthenticated' });
  return { uid, role: selectRole(state) };
}

export const fetchPortalList = createAppAsyncThunk<
  PortalData[PortalListName],
  PortalListName,
  ReadRejection
>(
  'portal/fetchList',
  (name, { getState, rejectWithValue }) =>
    readOrReject<PortalData[PortalListName]>(() => READERS[name](me(getState())), rejectWithValue),
  { condition: (name, { getState }) => shouldLoad(portal.selectSlice(getState()).lists[name]) },
);

export const fetchPortalEvent = createAppAsyncThunk<PortalEvent | null, string, ReadRejection>(
  'portal/fetchEvent',
  (id, { getState, rejectWithValue }) =>
    readOrReject(async () => {
      const { uid } = me(getState());
      return (await reading()).readOwnEvent(uid, id);
    }, rejectWithValue),
  { condition: (id, { getState }) => shouldLoad(portal.selectSlice(getState()).events[id]) },
);

export const fetchPortalVenue = createAppAsyncThunk<PortalVenue | null, string, ReadRejection>(
  'portal/fetchVenue',
  (id, { getState, rejectWithValue }) =>
    readOrReject(async () => {
      const { uid } = me(getState());
      return (await reading()).readOwnVenue(uid, id);
    }, rejectWithValue),
  { condition: (id, { getState }) => shouldLoad(portal.selectSlice(getState()).venues[id]) },
);

export const portalSlice = createSlice({
  name: 'portal',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Nothing of one user's portal may show to the next one signing in on this tab.
      .addCase(signedIn, () => initialState)
      .addCase(signedOut, () => initialState);
    addRemoteCases(
      builder,
      fetchPortalList,
      // Each name holds its own kind of list; the thunk reads the one its name says.
      (state) => state.lists as RemoteMap<PortalData[PortalListName]>,
    );
    addRemoteCases(builder, fetchPortalEvent, (state) => state.events);
    addRemoteCases(builder, fetchPortalVenue, (state) => state.venues);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalSlice> {}
}

/** Injected when a portal route loads; public pages never carry it. */
const portal = portalSlice.injectInto(rootReducer);

export function selectPortalList<K extends PortalListName>(
  state: RootState,
  name: K,
): Remote<PortalData[K]> | undefined {
  return portal.selectSlice(state).lists[name];
}

export function selectPortalEvent(
  state: RootState,
  id: string,
): Remote<PortalEvent | null> | undefined {
  return portal.selectSlice(state).events[id];
}

export function selectPortalVenue(
  state: RootState,
  id: string,
): Remote<PortalVenue | null> | undefined {
  return portal.selectSlice(state).venues[id];
}
