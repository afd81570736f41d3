import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  type StatementView,
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
  readEventStatement,
  readLedgerPeriod,
} from './ledger-reads';

export interface LedgerState {
  /** Each event's ledger by event id. */
  byEvent: RemoteMap<EventLedger>;
  /** Each event's settlement statement by event id; null: nothing recorded yet. */
  statements: RemoteMap<StatementView | null>;
}

const initialState: LedgerState = { byEvent: {}, statements: {} };

export const fetchEventLedger = createAppAsyncThunk<EventLedger, string, ReadRejection>(
  'ledger/fetchEvent',
  (eventId, { rejectWithValue }) => readOrReject(() => readEventLedger(eventId), rejectWithValue),
  {
    condition: (eventId, { getState }) => shouldLoad(selectEventLedger(getState(), eventId)),
  },
);

export const fetchEventStatement = createAppAsyncThunk<StatementView | null, string, ReadRejection>(
  'ledger/fetchStatement',
  (eventId, { rejectWithValue }) =>
    readOrReject(() => readEventStatement(eventId), rejectWithValue),
  {
    condition: (eventId, { getState }) => shouldLoad(selectEventStatement(getState(), eventId)),
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
    addRemoteCases(builder, fetchEventStatement, (state) => state.statements);
    // A recorded or reversed payout changes that event's ledger and statement: both are read
    // again.
    builder
      .addCase(markDisbursalThunk.fulfilled, (state, { meta }) => {
        remote.stale(state.byEvent, meta.arg.eventId);
        remote.stale(state.statements, meta.arg.eventId);
      })
      .addCase(reverseDisbursalThunk.fulfilled, (state, { meta }) => {
        remote.stale(state.byEvent, meta.arg.eventId);
        remote.stale(state.statements, meta.arg.eventId);
      });
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

export function selectEventStatement(
  state: RootState,
  eventId: string,
): Remote<StatementView | null> | undefined {
  return injected.selectSlice(state).statements[eventId];
}
