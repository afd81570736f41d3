import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  deleteResourceThunk,
  entryOf,
  readOrReject,
  remote,
  rootReducer,
  saveNetworkingGroupThunk,
  saveResourceThunk,
  saveSuccessStoryThunk,
  setSpecialEventThunk,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { StoryRecord } from '../../../utils/records';
import { type ContentLists, type ContentName, readContent, readStory } from './content-reads';

export interface ContentState {
  /** Each content list by its name (each name holds its own kind of list). */
  lists: RemoteMap<ContentLists[ContentName]>;
}

const initialState: ContentState = { lists: {} };

export const fetchContent = createAppAsyncThunk<
  ContentLists[ContentName],
  ContentName,
  ReadRejection
>(
  'content/fetch',
  (name, { rejectWithValue }) => readOrReject(() => readContent(name), rejectWithValue),
  { condition: (name, { getState }) => shouldLoad(selectContent(getState(), name)) },
);

/** One story to edit (read when the page opens; the editor keeps it, not the store). */
export const fetchStory = createAppAsyncThunk<StoryRecord | null, string, ReadRejection>(
  'content/fetchStory',
  (id, { rejectWithValue }) => readOrReject(() => readStory(id), rejectWithValue),
);

/** A list of one kind, as the thunk that read it by name stored it. */
function list<N extends ContentName>(state: ContentState, name: N): ContentLists[N] | undefined {
  return (state.lists[name]?.data ?? undefined) as ContentLists[N] | undefined;
}

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchContent, (state) => state.lists);
    builder
      .addCase(setSpecialEventThunk.fulfilled, (state, { meta }) => {
        const event = list(state, 'special')?.find((item) => item.id === meta.arg.id);
        if (event) event.special = meta.arg.special;
      })
      .addCase(deleteResourceThunk.fulfilled, (state, { meta }) => {
        const resources = state.lists.resources;
        if (resources?.data) {
          resources.data =
            list(state, 'resources')?.filter((item) => item.id !== meta.arg.id) ?? [];
        }
      })
      // A saved item changes its list (order, fields): the list is read again.
      .addCase(saveResourceThunk.fulfilled, (state) => remote.stale(state.lists, 'resources'))
      .addCase(saveSuccessStoryThunk.fulfilled, (state) => remote.stale(state.lists, 'stories'))
      .addCase(saveNetworkingGroupThunk.fulfilled, (state) => remote.stale(state.lists, 'groups'));
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof contentSlice> {}
}

const injected = contentSlice.injectInto(rootReducer);

export function selectContent<N extends ContentName>(
  state: RootState,
  name: N,
): Remote<ContentLists[N]> {
  // Each name holds its own kind of list; the thunk reads the one its name says.
  return entryOf(injected.selectSlice(state).lists, name) as Remote<ContentLists[N]>;
}
