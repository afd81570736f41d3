import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  isUserChange,
  markDisbursalThunk,
  readOrReject,
  remote,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type PayoutParty, payeeRecordId } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import type { PayeeRecord } from '../../../utils/records';
import { readPayee } from './payee-reads';

export interface PayeesState {
  /** By payees record id (`{eventId}-{party}`). */
  byId: RemoteMap<PayeeRecord | null>;
}

const initialState: PayeesState = { byId: {} };

export const fetchPayee = createAppAsyncThunk<
  PayeeRecord | null,
  { eventId: string; party: PayoutParty },
  ReadRejection
>(
  'payees/fetch',
  ({ eventId, party }, { rejectWithValue }) =>
    readOrReject(() => readPayee(eventId, party), rejectWithValue),
  {
    condition: ({ eventId, party }, { getState }) =>
      shouldLoad(selectPayee(getState(), eventId, party)),
  },
);

export const payeesSlice = createSlice({
  name: 'payees',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(
      builder,
      fetchPayee,
      (state) => state.byId,
      ({ eventId, party }) => payeeRecordId(eventId, party),
    );
    // A first payout may fix a payee that was missing: read it again next time.
    builder.addCase(markDisbursalThunk.fulfilled, (state, { meta }) =>
      remote.stale(state.byId, payeeRecordId(meta.arg.eventId, meta.arg.party)),
    );
    // Payout details are personal: none may show to the next one signing in on this tab.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof payeesSlice> {}
}

const injected = payeesSlice.injectInto(rootReducer);

export function selectPayee(
  state: RootState,
  eventId: string,
  party: PayoutParty,
): Remote<PayeeRecord | null> | undefined {
  return injected.selectSlice(state).byId[payeeRecordId(eventId, party)];
}
