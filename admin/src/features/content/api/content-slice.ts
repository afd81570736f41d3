import {
  type RootState,
  createAppAsyncThunk,
  deleteResourceThunk,
  rootReducer,
  saveNetworkingGroupThunk,
  saveResourceThunk,
  saveSuccessStoryThunk,
  setSpecialEventThunk,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { type ReadRejection, type Remote, idle, readOrReject, remote } from '../../../utils/remote';
import type { StoryRecord } from '../../../utils/records';
import { type ContentLists, type ContentName, readContent, readStory } from './content-reads';

export type ContentState = { [N in ContentName]: Remote<ContentLists[N]> };

const initialState: ContentState = {
  special: idle(),
  resources: idle(),
  stories: idle(),
  groups: idle(),
};

export const fetchContent = createAppAsyncThunk<
  ContentLists[ContentName],
  ContentName,
  ReadRejection
>(
  'content/fetch',
  (name, { rejectWithValue }) => readOrReject(() => readContent(name), rejectWithValue),
  { condition: (name, { getState }) => selectContent(getState(), name).status !== 'loading' },
);

/** One story to edit (read when the page opens; the editor keeps it, not the store). */
export const fetchStory = createAppAsyncThunk<StoryRecord | null, string, ReadRejection>(
  'content/fetchStory',
  (id, { rejectWithValue }) => readOrReject(() => readStory(id), rejectWithValue),
);

/** A saved item changes its list (order, fields): the list is read again. */
function stale(entry: Remote<unknown>): void {
  entry.status = 'idle';
}

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchContent.pending, (state, { meta }) => {
        state[meta.arg] = remote.pending(state[meta.arg] as Remote<never>);
      })
      .addCase(fetchContent.fulfilled, (state, { payload, meta }) => {
        state[meta.arg] = remote.fulfilled(payload as never);
      })
      .addCase(fetchContent.rejected, (state, { payload, error, meta }) => {
        state[meta.arg] = remote.rejected(state[meta.arg] as Remote<never>, payload, error);
      })
      .addCase(setSpecialEventThunk.fulfilled, (state, { meta }) => {
        const event = state.special.data?.find((item) => item.id === meta.arg.id);
        if (event) event.special = meta.arg.special;
      })
      .addCase(deleteResourceThunk.fulfilled, (state, { meta }) => {
        if (state.resources.data) {
          state.resources.data = state.resources.data.filter((item) => item.id !== meta.arg.id);
        }
      })
      .addCase(saveResourceThunk.fulfilled, (state) => stale(state.resources))
      .addCase(saveSuccessStoryThunk.fulfilled, (state) => stale(state.stories))
      .addCase(saveNetworkingGroupThunk.fulfilled, (state) => stale(state.groups));
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof contentSlice> {}
}

const injected = contentSlice.injectInto(rootReducer);

export function selectContent<N extends ContentName>(state: RootState, name: N): ContentState[N] {
  return injected.selectSlice(state)[name];
}
