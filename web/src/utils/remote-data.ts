import { toCallError } from '@fundax/client';
import type { CallError } from '@fundax/core';

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
