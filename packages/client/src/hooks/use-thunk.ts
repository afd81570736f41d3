import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';

import { useAppDispatch } from '../store/hooks';

/** What any rejected thunk of the kit carries: a code to choose a message by, and the rest. */
export interface ThunkFailure {
  code: string;
  message: string;
  details?: unknown;
}

export type ThunkRun<Returned, Failure> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'succeeded'; data: Returned }
  | { status: 'failed'; error: Failure };

export type ThunkOutcome<Returned, Failure> =
  { ok: true; data: Returned } | { ok: false; error: Failure };

/* eslint-disable @typescript-eslint/no-explicit-any -- matching any createAsyncThunk creator */
type AnyThunk = (...args: any[]) => AsyncThunkAction<any, any, any>;
type ReturnedOf<T extends AnyThunk> =
  ReturnType<T> extends AsyncThunkAction<infer R, any, any> ? R : never;
type FailureOf<T extends AnyThunk> =
  ReturnType<T> extends AsyncThunkAction<any, any, { rejectValue: infer F }> ? F : ThunkFailure;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Runs one thunk from a component and tracks it: `pending` drives the progress indicator,
 * `error` keeps the whole { code, message, details } for the message. `run` also resolves with
 * the outcome so a form can navigate on success.
 */
export function useThunk<T extends AnyThunk>(thunk: T) {
  type Returned = ReturnedOf<T>;
  type Failure = FailureOf<T>;
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ThunkRun<Returned, Failure>>({ status: 'idle' });
  const run = useCallback(
    async (...args: Parameters<T>): Promise<ThunkOutcome<Returned, Failure>> => {
      setState({ status: 'pending' });
      const action = (await dispatch(thunk(...args))) as {
        payload?: unknown;
        meta: { requestStatus: 'fulfilled' | 'rejected' };
        error?: { message?: string };
      };
      if (action.meta.requestStatus === 'fulfilled') {
        const data = action.payload as Returned;
        setState({ status: 'succeeded', data });
        return { ok: true, data };
      }
      const error =
        (action.payload as Failure | undefined) ??
        // Only a thunk that threw outside its own try (a bug) gets here.
        ({ code: 'internal', message: action.error?.message ?? 'Unknown error.' } as Failure);
      setState({ status: 'failed', error });
      return { ok: false, error };
    },
    [dispatch, thunk],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { run, reset, ...state, pending: state.status === 'pending' } as const;
}
