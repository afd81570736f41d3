import { toCallError } from '@fundax/client';
import type { CallError } from '@fundax/core';
import type { Action, ActionReducerMapBuilder, Draft, SerializedError } from '@reduxjs/toolkit';

/**
 * One piece of data read from Firestore, as a slice keeps it. While it reloads, the last data
 * stays (the page keeps showing it); a failure keeps the whole { code, message, details }.
 */
export interface Remote<T> {
  status: 'loading' | 'succeeded' | 'failed';
  data: T | null;
  error: CallError | null;
}

/** Entries of one kind, by key (an id, or a list's name and filter). */
export type RemoteMap<T> = Record<string, Remote<T>>;

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

/** The reducer steps of a read kept under `key` in a RemoteMap (for a slice's extraReducers). */
export const remote = {
  pending<T>(map: RemoteMap<T>, key: string): void {
    map[key] = { status: 'loading', data: map[key]?.data ?? null, error: null };
  },
  fulfilled<T>(map: RemoteMap<T>, key: string, data: T): void {
    map[key] = { status: 'succeeded', data, error: null };
  },
  /** `payload` is the thunk's CallError; without one (a bug outside the read) it is internal. */
  rejected<T>(
    map: RemoteMap<T>,
    key: string,
    payload: CallError | undefined,
    error: { message?: string },
  ): void {
    map[key] = {
      status: 'failed',
      data: map[key]?.data ?? null,
      error: payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' },
    };
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
      remote.fulfilled(entries(state), keyOf(meta.arg), payload);
      if (!itemsById) return;
      const byId = itemsById(state);
      // The signatures allow itemsById only where Data is a list of ItemOf<Data>.
      for (const item of payload as readonly ItemOf<Data>[]) {
        if (byId[item.id]?.status !== 'loading') remote.fulfilled(byId, item.id, item);
      }
    })
    .addCase(thunk.rejected, (state, { payload, error, meta }) =>
      remote.rejected(entries(state), keyOf(meta.arg), payload, error),
    );
}
