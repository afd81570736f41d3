import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  type StatementView,
  addRemoteCases,
  readsModule,
  createAppAsyncThunk,
  isUserChange,
  readOrReject,
  callableFulfilled,
  remote,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import type { reportEventResults } from '@fundax/core';
import { type WithSlice, createSlice } from '@reduxjs/toolkit';

import { readAsSignedInUser } from '../../../utils/signed-in-user';
import type { LedgerView } from './ledger-view';
import type * as ReadLedger from './read-ledger';
import type * as ReadStatement from './read-statement';
// The reads, and Firestore with them, load when the first one runs, once the page's first render
// is painted (readsModule): a portal page shows its frame (and a restored session its name)
// before they arrive, and its own code does not wait behind them.
const reading = readsModule<typeof ReadLedger>(() => import('./read-ledger'));
const readingStatements = readsModule<typeof ReadStatement>(() => import('./read-statement'));

/** The key of the one ledger entry list: the signed-in user's. */
const ALL = 'all';

export interface PortalMoneyState {
  /** The payouts and reversals paid to the user, newest first. */
  ledger: RemoteMap<LedgerView[]>;
  /** Settlement statements of the user's events, by event id; null: none recorded yet. */
  statements: RemoteMap<StatementView | null>;
}

const initialState: PortalMoneyState = { ledger: {}, statements: {} };

export const fetchLedger = createAppAsyncThunk<LedgerView[], void, ReadRejection>(
  'portalMoney/fetchLedger',
  (_, { getState, rejectWithValue }) =>
    readOrReject(
      () => readAsSignedInUser(getState, reading, (read, { uid }) => read.readLedger(uid)),
      rejectWithValue,
    ),
  { condition: (_, { getState }) => shouldLoad(selectLedger(getState())) },
);

export const fetchStatement = createAppAsyncThunk<StatementView | null, string, ReadRejection>(
  'portalMoney/fetchStatement',
  (eventId, { getState, rejectWithValue }) =>
    readOrReject(
      () =>
        readAsSignedInUser(getState, readingStatements, (read, { uid }) =>
          read.readStatement(uid, eventId),
        ),
      rejectWithValue,
    ),
  { condition: (eventId, { getState }) => shouldLoad(selectStatement(getState(), eventId)) },
);

export const portalMoneySlice = createSlice({
  name: 'portalMoney',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchLedger, (state) => state.ledger, ALL);
    addRemoteCases(builder, fetchStatement, (state) => state.statements);
    // New results rewrite the event's statement (matched by name: the thunk would bring its
    // contract's schemas to every page showing the ledger).
    builder.addMatcher(
      callableFulfilled<typeof reportEventResults>('reportEventResults'),
      (state, { meta }) => remote.stale(state.statements, meta.arg.eventId),
    );
    // Payouts are one person's: none may show to the next one signing in on this tab.
    builder.addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // Declaration merging: adds this lazily injected slice to the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof portalMoneySlice> {}
}

/** Injected when a portal route that shows money loads; public pages never carry it. */
const injected = portalMoneySlice.injectInto(rootReducer);

export function selectLedger(state: RootState): Remote<LedgerView[]> | undefined {
  return injected.selectSlice(state).ledger[ALL];
}

export function selectStatement(
  state: RootState,
  eventId: string,
): Remote<StatementView | null> | undefined {
  return injected.selectSlice(state).statements[eventId];
}
