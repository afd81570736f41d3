import type { CallError } from '@fundax/core';
import type { Action, ActionReducerMapBuilder, Draft, SerializedError } from '@reduxjs/toolkit';

import { toCallError } from '../callables/call-error';

/**
 * One piece of data read from Firestore, as a slice keeps it:
 * - idle: should be read (never read, or made stale by a change elsewhere; the data stays);
 * - loading: a read is running (the last data stays on screen meanwhile);
 * - succeeded: `data` is what the last read brought (null: nothing there, e.g. no such event);
 * - failed: `error` keeps the whole { code, message, details }, and the last data stays.
 * `loadedAt` is when the read that brought `data` answered (ISO), kept with the data through
 * later reads and failures: what a page shows when it says how old its copy is ("as of 10
 * minutes ago", offline). Absent until a read succeeds.
 */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data: T | null;
  error: CallError | null;
  loadedAt?: string;
}

/** Entries of one kind, by key (an id, a list's name and filter, or a fixed key for one). */
export type RemoteMap<T> = Record<string, Remote<T>>;

/** What an entry that was never read looks like (selectors return it for a missing key). */
export const NOT_LOADED: Remote<never> = Object.freeze({ status: 'idle', data: null, error: null });

/** The entry under `key`, or NOT_LOADED: for selectors whose pages want an entry, always. */
export function entryOf<T>(map: RemoteMap<T>, key: string): Remote<T> {
  return map[key] ?? NOT_LOADED;
}

/** What a read thunk rejects with: the error as data, never just "failed". */
export type ReadRejection = { rejectValue: CallError };

/** Runs a read and turns any failure (Firestore, network, a bad document) into a CallError. */
export async function readOrReject<T>(
  read: () => Promise<T>,
  rejectWithValue: (error: CallError) => unknown,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw rejectWithValue(toCallError(error));
  }
}

/** Whether a read for this entry should start: not while one is already running. */
export function shouldLoad(entry: Remote<unknown> | undefined): boolean {
  return entry?.status !== 'loading';
}

/**
 * The error a rejected read keeps: the thunk's CallError, or, without one (a bug outside the
 * read's own try), an internal error with the thrown message.
 */
export function rejectionError(
  payload: CallError | undefined,
  error: { message?: string | undefined },
): CallError {
  return payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' };
}

/** The last data of an entry, with the time it was read (none for an entry never read). */
function lastData<T>(entry: Remote<T> | undefined): Pick<Remote<T>, 'data' | 'loadedAt'> {
  return entry?.loadedAt === undefined
    ? { data: entry?.data ?? null }
    : { data: entry.data, loadedAt: entry.loadedAt };
}

/** The reducer steps of a read kept under `key` in a RemoteMap (for a slice's extraReducers). */
export const remote = {
  pending<T>(map: RemoteMap<T>, key: string): void {
    map[key] = { status: 'loading', ...lastData(map[key]), error: null };
  },
  /**
   * The read answered: its data, and the time it answered. The clock is read here, in the
   * reducer, because no action of createAsyncThunk carries a time; it only dates the copy and
   * decides nothing, so replaying the action changes no behaviour.
   */
  fulfilled<T>(map: RemoteMap<T>, key: string, data: T, loadedAt = new Date().toISOString()): void {
    map[key] = { status: 'succeeded', data, error: null, loadedAt };
  },
  rejected<T>(
    map: RemoteMap<T>,
    key: string,
    payload: CallError | undefined,
    error: { message?: string | undefined },
  ): void {
    map[key] = {
      status: 'failed',
      ...lastData(map[key]),
      error: rejectionError(payload, error),
    };
  },
  /**
   * A change elsewhere made the entry out of date: it becomes idle (keeping its data on screen)
   * and a page showing it reads it again (useRemote). An entry never read stays absent.
   */
  stale<T>(map: RemoteMap<T>, key: string): void {
    const entry = map[key];
    if (entry && entry.status !== 'loading') entry.status = 'idle';
  },
};

/** Where a read's entry goes: a fixed key, or one made from the thunk's argument. */
export type RemoteKey<Arg> = string | ((arg: Arg) => string);

/** An action creator of actions shaped like A: addCase's own TypedActionCreator, typed output. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- its arguments are never used here
type Creator<A> = { (...args: any[]): A & Action<string>; type: string };

/** The parts of a read thunk (one created with ReadRejection) that its cases need. */
interface ReadThunk<Data, Arg> {
  pending: Creator<{ meta: { arg: Arg } }>;
  fulfilled: Creator<{ payload: Data; meta: { arg: Arg } }>;
  rejected: Creator<{ payload: CallError | undefined; error: SerializedError; meta: { arg: Arg } }>;
}

/** The item of a list read whose items have ids (never for any other read). */
type ItemOf<Data> = Data extends readonly (infer T extends { id: string })[] ? T : never;

/** What a list read does besides keeping the list (see addRemoteCases). */
export interface ListOptions<S, Data> {
  itemsById?: (state: Draft<S>) => RemoteMap<ItemOf<Data> | null>;
}

/**
 * Registers a read's pending, fulfilled and rejected cases (the `remote` steps) on a slice's
 * builder: `entries` picks the RemoteMap from the state, `key` the entry (by default the
 * argument itself, when that is a string). For a list, `options.itemsById` may pick a second
 * map where each item it brings is also stored under its id, so that its own page opens at once;
 * an entry whose own read is running there is left to that read.
 */
export function addRemoteCases<S, Data, Arg extends string>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ReadThunk<Data, Arg>,
  entries: (state: Draft<S>) => RemoteMap<NoInfer<Data>>,
  key?: RemoteKey<Arg>,
  options?: ListOptions<S, NoInfer<Data>>,
): void;
export function addRemoteCases<S, Data, Arg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ReadThunk<Data, Arg>,
  entries: (state: Draft<S>) => RemoteMap<NoInfer<Data>>,
  key: RemoteKey<Arg>,
  options?: ListOptions<S, NoInfer<Data>>,
): void;
export function addRemoteCases<S, Data, Arg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ReadThunk<Data, Arg>,
  entries: (state: Draft<S>) => RemoteMap<Data>,
  key: RemoteKey<Arg> = String,
  { itemsById }: ListOptions<S, Data> = {},
): void {
  const keyOf = (arg: Arg) => (typeof key === 'string' ? key : key(arg));
  builder
    .addCase(thunk.pending, (state, { meta }) => remote.pending(entries(state), keyOf(meta.arg)))
    .addCase(thunk.fulfilled, (state, { payload, meta }) => {
      const loadedAt = new Date().toISOString();
      remote.fulfilled(entries(state), keyOf(meta.arg), payload, loadedAt);
      if (!itemsById) return;
      const byId = itemsById(state);
      // The signatures allow itemsById only where Data is a list of ItemOf<Data>.
      for (const item of payload as readonly ItemOf<Data>[]) {
        if (byId[item.id]?.status !== 'loading') remote.fulfilled(byId, item.id, item, loadedAt);
      }
    })
    .addCase(thunk.rejected, (state, { payload, error, meta }) =>
      remote.rejected(entries(state), keyOf(meta.arg), payload, error),
    );
}
