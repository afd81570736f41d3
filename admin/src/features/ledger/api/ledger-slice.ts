import {
  type RootState,
  createAppAsyncThunk,
  markDisbursalThunk,
  reverseDisbursalThunk,
  rootReducer,
} from '@fundax/client';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { type ReadRejection, type Remote, readOrReject, remote } from '../../../utils/remote';
import {
  type EventLedger,
  type LedgerPeriod,
  readEventLedger,
  readLedgerPeriod,
} from './ledger-reads';

export interface LedgerState {
  /** Each event's ledger by event id. */
  byEvent: Record<string, Remote<EventLedger>>;
}

const initialState: LedgerState = { byEvent: {} };

export const fetchEventLedger = createAppAsyncThunk<EventLedger, string, ReadRejection>(
  'ledger/fetchEvent',
  (eventId, { rejectWithValue }) => readOrReject(() => readEventLedger(eventId), rejectWithValue),
  {
    condition: (eventId, { getState }) =>
      selectEventLedger(getState(), eventId)?.status !== 'loading',
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

/** A recorded or reversed payout changes that event's ledger: it is read again. */
function stale(state: LedgerState, eventId: string): void {
  const entry = state.byEvent[eventId];
  if (entry) entry.status = 'idle';
}

export const ledgerSlice = createSlice({
  name: 'ledger',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchEventLedger.pending, (state, { meta }) => {
        state.byEvent[meta.arg] = remote.pending(state.byEvent[meta.arg]);
      })
      .addCase(fetchEventLedger.fulfilled, (state, { payload, meta }) => {
        state.byEvent[meta.arg] = remote.fulfilled(payload);
      })
      .addCase(fetchEventLedger.rejected, (state, { payload, error, meta }) => {
        state.byEvent[meta.arg] = remote.rejected(state.byEvent[meta.arg], payload, error);
      })
      .addCase(markDisbursalThunk.fulfilled, (state, { meta }) => stale(state, meta.arg.eventId))
      .addCase(reverseDisbursalThunk.fulfilled, (state, { meta }) =>
        stale(state, meta.arg.eventId),
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
