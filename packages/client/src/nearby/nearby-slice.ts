import {
  type CallError,
  type CauseCategory,
  DEFAULT_CENTER,
  DEFAULT_RADIUS_KM,
  type PublicEvent,
  type PublicVenue,
  type VenueCategory,
} from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import { callInThunk } from '../callables/call-in-thunk';
import { nearbyEventsThunk, nearbyVenuesThunk } from '../callables/public-callable-thunks';
import { createAppAsyncThunk } from '../store/app-thunk';
import { rootReducer } from '../store/root-reducer';

export type NearbyEvent = PublicEvent & { distanceKm: number };
export type NearbyVenue = PublicVenue & { distanceKm: number };

/** One nearby search: what to find, around where, how far, and the optional filters. */
export type NearbyQuery =
  | {
      kind: 'events';
      center: [number, number];
      radiusKm: number;
      category?: CauseCategory;
      /** ISO date-times: events overlapping this window. */
      from?: string;
      to?: string;
    }
  | { kind: 'venues'; center: [number, number]; radiusKm: number; category?: VenueCategory };

export type NearbyResults =
  { kind: 'events'; items: NearbyEvent[] } | { kind: 'venues'; items: NearbyVenue[] };

export interface NearbyState {
  query: NearbyQuery;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  results: NearbyResults | null;
  error: CallError | null;
  /** Only the latest search may write its results (a slower earlier one must not win). */
  requestId: string | null;
}

export const initialNearbyState: NearbyState = {
  query: { kind: 'events', center: [...DEFAULT_CENTER], radiusKm: DEFAULT_RADIUS_KM },
  status: 'idle',
  results: null,
  error: null,
  requestId: null,
};

/** Whether two searches ask for the same thing (an absent filter and an undefined one agree). */
export function sameNearbyQuery(a: NearbyQuery, b: NearbyQuery): boolean {
  const filters = (query: NearbyQuery) =>
    query.kind === 'events'
      ? [query.category, query.from, query.to]
      : [query.category, undefined, undefined];
  return (
    a.kind === b.kind &&
    a.center[0] === b.center[0] &&
    a.center[1] === b.center[1] &&
    a.radiusKm === b.radiusKm &&
    filters(a).every((value, i) => value === filters(b)[i])
  );
}

/**
 * Runs nearbyEvents or nearbyVenues (docs/product.md §7.3) for a query. The search already
 * running or answered is not sent again: a page may start its first search before it renders
 * (its route's preload), and the component that shows it then asks for the same one.
 */
export const searchNearby = createAppAsyncThunk<
  NearbyResults,
  NearbyQuery,
  { rejectValue: CallError }
>(
  'nearby/search',
  async (query, { dispatch, rejectWithValue }) => {
    if (query.kind === 'events') {
      const { kind: _kind, ...input } = query;
      const { items } = await callInThunk(dispatch, nearbyEventsThunk(input), rejectWithValue);
      return { kind: 'events', items };
    }
    const { kind: _kind, ...input } = query;
    const { items } = await callInThunk(dispatch, nearbyVenuesThunk(input), rejectWithValue);
    return { kind: 'venues', items };
  },
  {
    condition: (query, { getState }) => {
      const { status, query: current } = selectNearby(getState());
      return !((status === 'loading' || status === 'succeeded') && sameNearbyQuery(current, query));
    },
  },
);

const nearbySlice = createSlice({
  name: 'nearby',
  initialState: initialNearbyState,
  reducers: {
    /** A new centre (the visitor's position, or a point they chose); keeps the filters. */
    centerChanged: (state, action: PayloadAction<[number, number]>) => {
      state.query.center = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchNearby.pending, (state, { meta }) => {
        state.query = meta.arg;
        state.status = 'loading';
        state.error = null;
        state.requestId = meta.requestId;
      })
      .addCase(searchNearby.fulfilled, (state, { payload, meta }) => {
        if (state.requestId !== meta.requestId) return;
        state.status = 'succeeded';
        state.results = payload;
      })
      .addCase(searchNearby.rejected, (state, { payload, error, meta }) => {
        if (state.requestId !== meta.requestId) return;
        state.status = 'failed';
        state.error = payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' };
      });
  },
  selectors: {
    selectNearby: (state) => state,
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof nearbySlice> {}
}

/** Injected when a page that searches nearby loads; the app's first bundle never carries it. */
export const nearby = nearbySlice.injectInto(rootReducer);
export const { centerChanged } = nearby.actions;
export const { selectNearby } = nearby.selectors;
