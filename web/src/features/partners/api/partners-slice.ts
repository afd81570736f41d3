import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  readsModule,
  createAppAsyncThunk,
  readOrReject,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import type {
  PublicProfile,
  PublicVenue,
  ServedBusinesses,
  ServedPartners,
  VenueCategory,
} from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import { servedCopyStands, servedEntry } from '../../../utils/served-copy';
import type { Funder } from './read-partners';
import type * as ReadPartners from './read-partners';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadPartners>(() => import('./read-partners'));

export interface PartnersState {
  /** Listed partners by uid; data null = no listed partner with that id. */
  byId: RemoteMap<PublicProfile | null>;
  /** Each partner's public venues, by partner uid. */
  venuesByPartner: RemoteMap<PublicVenue[]>;
  /** The business directory, by venue category ('all' for every category). */
  directory: RemoteMap<PublicVenue[]>;
  /** Listed partners, under ALL. */
  list: RemoteMap<PublicProfile[]>;
  /** Partners that have given back, under ALL. */
  funders: RemoteMap<Funder[]>;
  /**
   * When the Hosting function read the lists a page was served with (`list`, or the directory's
   * key): each list's `loadedAt` while it holds that copy.
   */
  served: Record<string, string>;
}

const initialState: PartnersState = {
  byId: {},
  venuesByPartner: {},
  directory: {},
  list: {},
  funders: {},
  served: {},
};

export const directoryKey = (category: VenueCategory | null) => category ?? 'all';

/** The list of listed partners is kept under ALL; its served copy under this key. */
const SERVED_LIST = 'list';

export const fetchPartner = createAppAsyncThunk<PublicProfile | null, string, ReadRejection>(
  'partners/fetchPartner',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readPartner(uid), rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectPartnerEntry(getState(), uid)) },
);

export const fetchPartnerVenues = createAppAsyncThunk<PublicVenue[], string, ReadRejection>(
  'partners/fetchPartnerVenues',
  (uid, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readPartnerVenues(uid), rejectWithValue),
  { condition: (uid, { getState }) => shouldLoad(selectPartnerVenues(getState(), uid)) },
);

export const fetchPartners = createAppAsyncThunk<PublicProfile[], void, ReadRejection>(
  'partners/fetchPartners',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readPartners(), rejectWithValue),
  {
    condition: (_, { getState }) =>
      shouldLoad(selectPartnerList(getState())) &&
      !servedCopyStands(selectPartnerList(getState()), selectServedAt(getState(), SERVED_LIST)),
  },
);

export const fetchFunders = createAppAsyncThunk<Funder[], void, ReadRejection>(
  'partners/fetchFunders',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readFunders(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectFunders(getState())) },
);

export const fetchDirectory = createAppAsyncThunk<
  PublicVenue[],
  VenueCategory | null,
  ReadRejection
>(
  'partners/fetchDirectory',
  (category, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readVenues(category), rejectWithValue),
  {
    condition: (category, { getState }) =>
      shouldLoad(selectDirectory(getState(), category)) &&
      !servedCopyStands(
        selectDirectory(getState(), category),
        selectServedAt(getState(), directoryKey(category)),
      ),
  },
);

/** The partners list and the funders page are one entry each, kept under this key. */
const ALL = 'all';

export const partnersSlice = createSlice({
  name: 'partners',
  initialState,
  reducers: {
    /**
     * The listed partners /partners was served with (takeServedData), as a read that answered
     * when the function read them; each opens at once on their own page, as after a read. A list
     * a read already filled is left as it is.
     */
    partnersServed(state, { payload }: PayloadAction<ServedPartners>) {
      if (state.list[ALL]) return;
      state.list[ALL] = servedEntry(payload.partners, payload.readAt);
      for (const partner of payload.partners) {
        state.byId[partner.id] ??= servedEntry(partner, payload.readAt);
      }
      state.served[SERVED_LIST] = payload.readAt;
    },
    /** The venues /businesses was served with, for its category; as `partnersServed`. */
    directoryServed(state, { payload }: PayloadAction<ServedBusinesses>) {
      const key = directoryKey(payload.category);
      if (state.directory[key]) return;
      state.directory[key] = servedEntry(payload.venues, payload.readAt);
      state.served[key] = payload.readAt;
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchPartner, (state) => state.byId);
    addRemoteCases(builder, fetchPartnerVenues, (state) => state.venuesByPartner);
    addRemoteCases(builder, fetchDirectory, (state) => state.directory, directoryKey);
    // A partner seen in the list opens at once on their own page.
    addRemoteCases(builder, fetchPartners, (state) => state.list, ALL, {
      itemsById: (state) => state.byId,
    });
    addRemoteCases(builder, fetchFunders, (state) => state.funders, ALL);
  },
  selectors: {
    selectPartnerEntry: (state, uid: string): Remote<PublicProfile | null> | undefined =>
      state.byId[uid],
    selectPartnerVenues: (state, uid: string): Remote<PublicVenue[]> | undefined =>
      state.venuesByPartner[uid],
    selectDirectory: (state, category: VenueCategory | null): Remote<PublicVenue[]> | undefined =>
      state.directory[directoryKey(category)],
    selectPartnerList: (state): Remote<PublicProfile[]> | undefined => state.list[ALL],
    selectFunders: (state): Remote<Funder[]> | undefined => state.funders[ALL],
    /** When the served copy under `key` was read (for the reads' conditions). */
    selectServedAt: (state, key: string): string | undefined => state.served[key],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof partnersSlice> {}
}

const injected = partnersSlice.injectInto(rootReducer);

export const {
  selectPartnerEntry,
  selectPartnerVenues,
  selectDirectory,
  selectPartnerList,
  selectFunders,
  selectServedAt,
} = injected.selectors;

export const { partnersServed, directoryServed } = partnersSlice.actions;
