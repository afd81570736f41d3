import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  callInThunk,
  cancelEventThunk,
  createAppAsyncThunk,
  deleteVenueThunk,
  readOrReject,
  rejectionError,
  remote,
  reviewEventThunk,
  reviewVenueThunk,
  rootReducer,
  searchRecordsThunk,
  setAdminThunk,
  setSpecialEventThunk,
  shouldLoad,
} from '@fundax/client';
import { type CallError, type RecordResult, SEARCH_MAX_RESULTS } from '@fundax/core';
import { type WithSlice, createSlice, isAnyOf } from '@reduxjs/toolkit';

import { type RecordsPage, readRecord, readRecordsPage } from './record-reads';
import {
  type RecordDetail,
  type RecordItem,
  type RecordKind,
  type RecordListQuery,
  type RecordSearch,
  listKey,
  searchKey,
} from './record-types';

export interface RecordList {
  items: RecordItem[];
  status: 'loading' | 'succeeded' | 'failed';
  error: CallError | null;
  /** Where the next page starts (the last id read), null when the list is complete. */
  nextCursor: string | null;
}

export interface RecordsState {
  lists: Record<string, RecordList>;
  /** By `${kind ?? 'any'}:${id}`. */
  details: RemoteMap<RecordDetail[]>;
  /** By the search's kind and trimmed term (searchKey). */
  searches: RemoteMap<RecordResult[]>;
}

const initialState: RecordsState = { lists: {}, details: {}, searches: {} };

export const detailKey = (id: string, kind: RecordKind | null) => `${kind ?? 'any'}:${id}`;

/** The first page of a list (again on each visit), or the next one after its cursor. */
export const fetchRecordsPage = createAppAsyncThunk<
  RecordsPage,
  { list: RecordListQuery; more: boolean },
  ReadRejection
>(
  'records/fetchPage',
  ({ list, more }, { getState, rejectWithValue }) => {
    const after = more ? (selectRecordList(getState(), list)?.nextCursor ?? null) : null;
    return readOrReject(() => readRecordsPage(list, after), rejectWithValue);
  },
  {
    condition: ({ list, more }, { getState }) => {
      const current = selectRecordList(getState(), list);
      if (current?.status === 'loading') return false;
      return !more || Boolean(current?.nextCursor);
    },
  },
);

export const fetchRecord = createAppAsyncThunk<
  RecordDetail[],
  { id: string; kind: RecordKind | null },
  ReadRejection
>(
  'records/fetchRecord',
  ({ id, kind }, { rejectWithValue }) => readOrReject(() => readRecord(id, kind), rejectWithValue),
  {
    condition: ({ id, kind }, { getState }) => shouldLoad(selectRecordDetail(getState(), id, kind)),
  },
);

/** Runs `searchRecords` (hidden records too, an exact id first) for one kind or all. */
export const runSearch = createAppAsyncThunk<RecordResult[], RecordSearch, ReadRejection>(
  'records/search',
  async ({ term, kind }, { dispatch, rejectWithValue }) => {
    const input = { query: term, limit: SEARCH_MAX_RESULTS, ...(kind ? { kinds: [kind] } : {}) };
    const { items } = await callInThunk(dispatch, searchRecordsThunk(input), rejectWithValue);
    return items;
  },
  { condition: (search, { getState }) => shouldLoad(selectSearch(getState(), search)) },
);

/** The callables that change a record the console shows. */
const recordChanged = isAnyOf(
  reviewEventThunk.fulfilled,
  reviewVenueThunk.fulfilled,
  cancelEventThunk.fulfilled,
  setSpecialEventThunk.fulfilled,
  deleteVenueThunk.fulfilled,
  setAdminThunk.fulfilled,
);

export const recordsSlice = createSlice({
  name: 'records',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(
      builder,
      fetchRecord,
      (state) => state.details,
      ({ id, kind }) => detailKey(id, kind),
    );
    addRemoteCases(builder, runSearch, (state) => state.searches, searchKey);
    builder
      .addCase(fetchRecordsPage.pending, (state, { meta }) => {
        const key = listKey(meta.arg.list);
        const current = state.lists[key];
        state.lists[key] = {
          items: meta.arg.more ? (current?.items ?? []) : [],
          status: 'loading',
          error: null,
          nextCursor: current?.nextCursor ?? null,
        };
      })
      .addCase(fetchRecordsPage.fulfilled, (state, { payload, meta }) => {
        const list = state.lists[listKey(meta.arg.list)];
        if (!list) return;
        list.items.push(...payload.items);
        list.nextCursor = payload.nextCursor;
        list.status = 'succeeded';
      })
      .addCase(fetchRecordsPage.rejected, (state, { payload, error, meta }) => {
        const list = state.lists[listKey(meta.arg.list)];
        if (!list) return;
        list.status = 'failed';
        list.error = rejectionError(payload, error);
      })
      // A changed record is read again where it is shown; lists and searches read afresh.
      .addMatcher(recordChanged, (state, { meta }) => {
        const arg = meta.arg as { id?: string; uid?: string };
        const id = arg.id ?? arg.uid;
        for (const key of Object.keys(state.details)) {
          if (key.endsWith(`:${id}`)) remote.stale(state.details, key);
        }
        state.lists = {};
        state.searches = {};
      });
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof recordsSlice> {}
}

const injected = recordsSlice.injectInto(rootReducer);

export function selectRecordList(state: RootState, list: RecordListQuery): RecordList | undefined {
  return injected.selectSlice(state).lists[listKey(list)];
}

export function selectRecordDetail(
  state: RootState,
  id: string,
  kind: RecordKind | null,
): Remote<RecordDetail[]> | undefined {
  return injected.selectSlice(state).details[detailKey(id, kind)];
}

export function selectSearch(
  state: RootState,
  search: RecordSearch,
): Remote<RecordResult[]> | undefined {
  return injected.selectSlice(state).searches[searchKey(search)];
}
