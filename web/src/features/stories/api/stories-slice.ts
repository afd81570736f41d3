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
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { StoryView } from './read-stories';
import type * as ReadStories from './read-stories';

// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): the page's own code and its first render do not wait behind them.
const reading = readsModule<typeof ReadStories>(() => import('./read-stories'));

const ALL = 'all';

export interface StoriesState {
  /** One story each; data null = no published story with that id. */
  byId: RemoteMap<StoryView | null>;
  /** Published stories, under ALL. */
  list: RemoteMap<StoryView[]>;
}

const initialState: StoriesState = { byId: {}, list: {} };

export const fetchStory = createAppAsyncThunk<StoryView | null, string, ReadRejection>(
  'stories/fetchStory',
  (id, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readStory(id), rejectWithValue),
  { condition: (id, { getState }) => shouldLoad(selectStoryEntry(getState(), id)) },
);

export const fetchStories = createAppAsyncThunk<StoryView[], void, ReadRejection>(
  'stories/fetchStories',
  (_, { rejectWithValue }) =>
    readOrReject(async () => (await reading()).readStories(), rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectStoryList(getState())) },
);

export const storiesSlice = createSlice({
  name: 'stories',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchStory, (state) => state.byId);
    // A story seen in the list opens at once on its own page.
    addRemoteCases(builder, fetchStories, (state) => state.list, ALL, {
      itemsById: (state) => state.byId,
    });
  },
  selectors: {
    selectStoryEntry: (state, id: string): Remote<StoryView | null> | undefined => state.byId[id],
    selectStoryList: (state): Remote<StoryView[]> | undefined => state.list[ALL],
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof storiesSlice> {}
}

const injected = storiesSlice.injectInto(rootReducer);

export const { selectStoryEntry, selectStoryList } = injected.selectors;
