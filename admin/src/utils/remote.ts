import { toCallError } from '@fundax/client';
import type { CallError } from '@fundax/core';

/**
 * One piece of data read from Firestore, as a slice keeps it. `idle` means "should be read"
 * (never read, or made stale by a change); while it reloads the last data stays on screen; a
 * failure keeps the whole { code, message, details }.
 */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data: T | null;
  error: CallError | null;
}

export const idle = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });

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

/** The reducer steps of a read kept in a Remote (for a slice's extraReducers). */
export const remote = {
  pending<T>(entry: Remote<T> | undefined): Remote<T> {
    return { status: 'loading', data: entry?.data ?? null, error: null };
  },
  fulfilled<T>(data: T): Remote<T> {
    return { status: 'succeeded', data, error: null };
  },
  rejected<T>(
    entry: Remote<T> | undefined,
    payload: CallError | undefined,
    error: { message?: string },
  ): Remote<T> {
    return {
      status: 'failed',
      data: entry?.data ?? null,
      error: payload ?? { code: 'internal', message: error.message ?? 'Unknown error.' },
    };
  },
};
