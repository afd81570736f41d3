import {
  type RootState,
  createAppAsyncThunk,
  markAngelDuesPaidThunk,
  reviewApplicationThunk,
  rootReducer,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { ApplicationRecord } from '../../../utils/records';
import { type ReadRejection, type Remote, idle, readOrReject, remote } from '../../../utils/remote';
import { readApprovedAngels } from './angels-reads';

export interface AngelsState {
  approved: Remote<ApplicationRecord[]>;
}

const initialState: AngelsState = { approved: idle() };

export const fetchApprovedAngels = createAppAsyncThunk<ApplicationRecord[], void, ReadRejection>(
  'angels/fetchApproved',
  (_, { rejectWithValue }) => readOrReject(readApprovedAngels, rejectWithValue),
  { condition: (_, { getState }) => selectApprovedAngels(getState()).status !== 'loading' },
);

export const angelsSlice = createSlice({
  name: 'angels',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApprovedAngels.pending, (state) => {
        state.approved = remote.pending(state.approved);
      })
      .addCase(fetchApprovedAngels.fulfilled, (state, { payload }) => {
        state.approved = remote.fulfilled(payload);
      })
      .addCase(fetchApprovedAngels.rejected, (state, { payload, error }) => {
        state.approved = remote.rejected(state.approved, payload, error);
      })
      // A newly approved angel owes dues: the list is read again to show them.
      .addCase(reviewApplicationThunk.fulfilled, (state, { payload }) => {
        if (payload.approved) state.approved.status = 'idle';
      })
      .addCase(markAngelDuesPaidThunk.fulfilled, (state, { payload, meta }) => {
        const angel = state.approved.data?.find((item) => item.id === payload.applicationId);
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
  return injected.selectSlice(state).approved;
}
