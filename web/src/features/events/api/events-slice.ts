import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  afterPagePaint,
  createAppAsyncThunk,
  readOrReject,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import type { EventView, ServedPage } from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import type * as ReadEvents from './read-events';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (afterPagePaint): the page's own code and its first render do not wait behind them.
const reading = afterPagePaint<typeof ReadEvents>(() => import('./read-events'));

/** Which public list of events: the featured ones, one partner's, or one fundaxer's. */
export type EventListKey = 'special' | `partner:${string}` | `fundaxer:${string}`;

export interface EventsState {
  /** One event page each; data null = nothing public to show at that id. */
  byId: RemoteMap<EventView | null>;
  lists: RemoteMap<EventView[]>;
}

const initialState: EventsState = { byId: {}, lists: {} };

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
  { condition: (id, { getState }) => shouldLoad(selectEventEntry(getState(), id)) },
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
     * The event the page's HTML came with (takeServedPage): shown as a read that answered when
     * the Hosting function read it. The page still reads live as it opens; an entry a read
     * already filled is left as it is.
     */
    eventServed(state, { payload }: PayloadAction<ServedPage>) {
      if (state.byId[payload.id]) return;
      state.byId[payload.id] = {
        status: 'succeeded',
        data: payload.event,
        error: null,
        loadedAt: payload.readAt,
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
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof eventsSlice> {}
}

/** Injected when a route that shows events loads (the slice ships with that route only). */
const injected = eventsSlice.injectInto(rootReducer);

export const { selectEventEntry, selectEventList } = injected.selectors;
export const { eventServed } = eventsSlice.actions;
