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
import type { EventView, ServedFundraiser, ServedPage } from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import { holdsServedCopy, servedCopyStands, servedEntry } from '../../../utils/served-copy';

import type * as ReadEvents from './read-events';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadEvents>(() => import('./read-events'));

/** Which public list of events: the featured ones, one partner's, or one fundaxer's. */
export type EventListKey = 'special' | `partner:${string}` | `fundaxer:${string}`;

/** What an event page's HTML came with besides the event (eventServed). */
export interface ServedExtras {
  /** When the function read the page's data: the event entry's `loadedAt` while it holds it. */
  readAt: string;
  /** The fundraiser the event supports (null: none to show); absent from older pages. */
  fundraiser?: ServedFundraiser | null;
}

export interface EventsState {
  /** One event page each; data null = nothing public to show at that id. */
  byId: RemoteMap<EventView | null>;
  lists: RemoteMap<EventView[]>;
  /** By event id. */
  served: Record<string, ServedExtras>;
}

const initialState: EventsState = { byId: {}, lists: {}, served: {} };

async function readList(key: EventListKey): Promise<EventView[]> {
  const reads = await reading();
  if (key === 'special') return reads.readSpecialEvents();
  const [kind, id = ''] = key.split(/:(.*)/s) as [string, string | undefined];
  return kind === 'partner' ? reads.readPartnerEvents(id) : reads.readFundaxerEvents(id);
}

export const fetchEvent = createAppAsyncThunk<EventView | null, string, ReadRejection>(
  'events/fetchEvent',
  (id, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readEvent(id), rejectWithValue),
  {
    // A page opened with a fresh served copy shows that, as its read: no Firestore, no second
    // read of the same. A visit after that copy has aged reads live, as every visit does.
    condition: (id, { getState }) =>
      shouldLoad(selectEventEntry(getState(), id)) &&
      !servedCopyStands(
        selectEventEntry(getState(), id),
        selectEventsState(getState()).served[id]?.readAt,
      ),
  },
);

export const fetchEventList = createAppAsyncThunk<EventView[], EventListKey, ReadRejection>(
  'events/fetchEventList',
  (key, { rejectWithValue }) => readOrReject(() => readList(key), rejectWithValue),
  { condition: (key, { getState }) => shouldLoad(selectEventList(getState(), key)) },
);

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    /**
     * The event the page's HTML came with (takeServedData): shown as a read that answered when
     * the Hosting function read it. While that copy is fresh it is the page's read (fetchEvent's
     * condition); an older one is read live as the page opens. An entry a read already filled
     * is left as it is.
     */
    eventServed(state, { payload }: PayloadAction<ServedPage>) {
      if (state.byId[payload.id]) return;
      state.byId[payload.id] = servedEntry(payload.event, payload.readAt);
      state.served[payload.id] = {
        readAt: payload.readAt,
        ...(payload.fundraiser === undefined ? {} : { fundraiser: payload.fundraiser }),
      };
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchEvent, (state) => state.byId);
    addRemoteCases(builder, fetchEventList, (state) => state.lists);
  },
  selectors: {
    selectEventEntry: (state, id: string): Remote<EventView | null> | undefined => state.byId[id],
    selectEventList: (state, key: EventListKey): Remote<EventView[]> | undefined =>
      state.lists[key],
    /** The fundraiser the event's page was served with (undefined: it came without one). */
    selectServedFundraiser: (state, id: string): ServedFundraiser | null | undefined =>
      state.served[id]?.fundraiser,
    /** Whether the event shown is still the copy its page was served with. */
    selectShowsServedCopy: (state, id: string): boolean =>
      holdsServedCopy(state.byId[id], state.served[id]?.readAt),
    /** The state of this slice (for the read's condition). */
    selectEventsState: (state) => state,
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof eventsSlice> {}
}

/** Injected when a route that shows events loads (the slice ships with that route only). */
const injected = eventsSlice.injectInto(rootReducer);

export const {
  selectEventEntry,
  selectEventList,
  selectServedFundraiser,
  selectShowsServedCopy,
  selectEventsState,
} = injected.selectors;

export const { eventServed } = eventsSlice.actions;
