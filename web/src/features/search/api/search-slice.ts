import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  addRemoteCases,
  callInThunk,
  createAppAsyncThunk,
  rootReducer,
  searchListingsThunk,
  shouldLoad,
} from '@fundax/client';
import type { SearchResult } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { type SearchRequest, searchKey } from '../utils/search-request';

export interface SearchState {
  /** Results by search (words and kinds): a search asked again shows its last results at once. */
  results: RemoteMap<SearchResult[]>;
}

const initialState: SearchState = { results: {} };

/** Runs `searchListings` for a request (every kind when none is named). */
export const fetchSearchResults = createAppAsyncThunk<SearchResult[], SearchRequest, ReadRejection>(
  'search/fetchResults',
  async ({ query, kinds }, { dispatch, rejectWithValue }) => {
    const input = kinds.length > 0 ? { query, kinds } : { query };
    const { items } = await callInThunk(dispatch, searchListingsThunk(input), rejectWithValue);
    return items;
  },
  {
    condition: (request, { getState }) => shouldLoad(selectSearchResults(getState(), request)),
  },
);

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchSearchResults, (state) => state.results, searchKey);
  },
  selectors: {
    selectSearchResults: (state, request: SearchRequest): Remote<SearchResult[]> | undefined =>
      state.results[searchKey(request)],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

/** Injected when the results page loads: the header's search box carries none of this. */
const injected = searchSlice.injectInto(rootReducer);

export const { selectSearchResults } = injected.selectors;
