import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  markAngelDuesPaidThunk,
  readOrReject,
  remote,
  reviewApplicationThunk,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { ApplicationRecord } from '../../../utils/records';
import { readApprovedAngels } from './angels-reads';

/** The approved angels are one list, kept under this key. */
const ALL = 'all';

export interface AngelsState {
  approved: RemoteMap<ApplicationRecord[]>;
}

const initialState: AngelsState = { approved: {} };

export const fetchApprovedAngels = createAppAsyncThunk<ApplicationRecord[], void, ReadRejection>(
  'angels/fetchApproved',
  (_, { rejectWithValue }) => readOrReject(readApprovedAngels, rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectApprovedAngels(getState())) },
);

export const angelsSlice = createSlice({
  name: 'angels',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchApprovedAngels, (state) => state.approved, ALL);
    builder
      // A newly approved angel owes dues: the list is read again to show them.
      .addCase(reviewApplicationThunk.fulfilled, (state, { payload }) => {
        if (payload.approved) remote.stale(state.approved, ALL);
      })
      .addCase(markAngelDuesPaidThunk.fulfilled, (state, { payload, meta }) => {
        const angel = state.approved[ALL]?.data?.find((item) => item.id === payload.applicationId);
        if (angel?.dues) {
          angel.dues = {
            ...angel.dues,
            status: 'paid',
            paidAt: payload.paidAt,
            reference: meta.arg.reference,
          };
        }
      });
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof angelsSlice> {}
}

const injected = angelsSlice.injectInto(rootReducer);

export function selectApprovedAngels(state: RootState): Remote<ApplicationRecord[]> {
  return entryOf(injected.selectSlice(state).approved, ALL);
}
