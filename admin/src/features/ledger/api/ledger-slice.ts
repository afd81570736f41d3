import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  markDisbursalThunk,
  readOrReject,
  remote,
  reverseDisbursalThunk,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import {
  type EventLedger,
  type LedgerPeriod,
  readEventLedger,
  readLedgerPeriod,
} from './ledger-reads';

export interface LedgerState {
  /** Each event's ledger by event id. */
  byEvent: RemoteMap<EventLedger>;
}

const initialState: LedgerState = { byEvent: {} };

export const fetchEventLedger = createAppAsyncThunk<EventLedger, string, ReadRejection>(
  'ledger/fetchEvent',
  (eventId, { rejectWithValue }) => readOrReject(() => readEventLedger(eventId), rejectWithValue),
  {
    condition: (eventId, { getState }) => shouldLoad(selectEventLedger(getState(), eventId)),
  },
);

/**
 * The entries of a period for the bookkeeping export. The result goes straight to the file;
 * it is not kept in the store (an export can be large and is not shown).
 */
export const exportLedgerPeriod = createAppAsyncThunk<
  LedgerPeriod,
  { from: string; to: string },
  ReadRejection
>('ledger/exportPeriod', ({ from, to }, { rejectWithValue }) =>
  readOrReject(() => readLedgerPeriod(new Date(from), new Date(to)), rejectWithValue),
);

export const ledgerSlice = createSlice({
  name: 'ledger',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchEventLedger, (state) => state.byEvent);
    // A recorded or reversed payout changes that event's ledger: it is read again.
    builder
      .addCase(markDisbursalThunk.fulfilled, (state, { meta }) =>
        remote.stale(state.byEvent, meta.arg.eventId),
      )
      .addCase(reverseDisbursalThunk.fulfilled, (state, { meta }) =>
        remote.stale(state.byEvent, meta.arg.eventId),
      );
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof ledgerSlice> {}
}

const injected = ledgerSlice.injectInto(rootReducer);

export function selectEventLedger(
  state: RootState,
  eventId: string,
): Remote<EventLedger> | undefined {
  return injected.selectSlice(state).byEvent[eventId];
}
